// "Play live" for the static board widgets of a page: no server, no JupyterLite app.
// Loads the site's own Pyodide (lite/static/pyodide, built by scripts/build_lite.py), rebuilds
// each board in Python from its embedded state (game, deal, record.moves), and swaps the static
// view for a live one driven by the same anywidget front end (_esm). A tiny comm bridge stands
// in for the kernel: ipywidgets' comm messages go straight between Python and this page.
(function () {
  "use strict";
  const STATE_MIME = "application/vnd.jupyter.widget-state+json";
  const VIEW_MIME = "application/vnd.jupyter.widget-view+json";
  const root = document.documentElement.dataset.content_root || "./";
  const PYODIDE = new URL(root + "lite/static/pyodide/", location.href).href;

  const BRIDGE_PY = `
import json, comm
from comm.base_comm import BaseComm
import live_bridge

class BridgeComm(BaseComm):
    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        live_bridge.publish(self.comm_id, msg_type, json.dumps(data or {}, default=str))

comm.create_comm = BridgeComm

def deliver(comm_id, data_json):
    c = comm.get_comm_manager().get_comm(comm_id)
    c.handle_msg({"content": {"comm_id": comm_id, "data": json.loads(data_json)}, "buffers": [], "metadata": {}})
`;

  function embeddedModels() {
    const tag = document.querySelector(`script[type="${STATE_MIME}"]`);
    if (!tag) return {};
    try { return JSON.parse(tag.textContent).state || {}; } catch (e) { return {}; }
  }

  function boards() {
    const models = embeddedModels();
    const out = [];
    document.querySelectorAll(`script[type="${VIEW_MIME}"]`).forEach((tag) => {
      let id; try { id = JSON.parse(tag.textContent).model_id; } catch (e) { return; }
      const m = models[id];
      if (!m || !m.state || !m.state._esm || !("game" in m.state)) return;
      out.push({ tag, state: m.state });
    });
    return out;
  }

  function makeModel(state, toPython) {
    const listeners = new Map();
    let pending = {};
    const fire = (ev) => (listeners.get(ev) || []).slice().forEach((cb) => cb());
    return {
      get: (k) => state[k],
      set: (k, v) => { state[k] = v; pending[k] = v; fire("change:" + k); fire("change"); },
      save_changes: () => { toPython({ method: "update", state: pending, buffer_paths: [] }); pending = {}; },
      send: (content) => toPython({ method: "custom", content }),
      on: (ev, cb) => { if (!listeners.has(ev)) listeners.set(ev, []); listeners.get(ev).push(cb); },
      off: (ev, cb) => { if (!ev) { listeners.clear(); return; }
        listeners.set(ev, cb ? (listeners.get(ev) || []).filter((f) => f !== cb) : []); },
      widget_manager: {},
      _update(delta) { Object.assign(state, delta); Object.keys(delta).forEach((k) => fire("change:" + k)); fire("change"); },
    };
  }

  let pyodidePromise = null;
  const comms = new Map();   // comm_id -> model (set once the view exists)
  const states = new Map();  // comm_id -> latest state (Python sends updates before the view exists)
  let opened = null;         // comm_id of the last comm_open

  async function startPython(say) {
    if (pyodidePromise) return pyodidePromise;
    pyodidePromise = (async () => {
      say("Starting Python in your browser (about 10 seconds the first time)…");
      const { loadPyodide } = await import(PYODIDE + "pyodide.mjs");
      const py = await loadPyodide({ indexURL: PYODIDE, lockFileURL: PYODIDE + "pyodide-lock.json" });
      say("Loading the game engine…");
      await py.loadPackage(["patience"], { messageCallback: () => {}, checkIntegrity: true });
      py.registerJsModule("live_bridge", {
        publish(commId, msgType, dataJson) {
          const data = JSON.parse(dataJson);
          if (msgType === "comm_open") { states.set(commId, data.state || {}); opened = commId; return; }
          if (msgType !== "comm_msg" || data.method !== "update") return;
          const model = comms.get(commId);
          if (model) model._update(data.state || {});
          else if (states.has(commId)) Object.assign(states.get(commId), data.state || {});
        },
      });
      py.runPython(BRIDGE_PY);
      py.runPython("import patience.view.widget");
      return py;
    })();
    return pyodidePromise;
  }

  async function goLive(board, button, status) {
    const say = (text) => { status.textContent = text; };
    button.disabled = true;
    const t0 = performance.now();
    try {
      const py = await startPython(say);
      say("Dealing the board…");
      const s = board.state;
      py.globals.set("_args", py.toPy({ game: s.game, deal: s.deal, moves: (s.record && s.record.moves) || [] }));
      opened = null;
      py.runPython("_live_board = patience.view.widget.BoardWidget(_args['game'], _args['deal'], moves=list(_args['moves']))\n"
        + "_live_boards = globals().setdefault('_live_boards', []); _live_boards.append(_live_board)");
      const commId = opened;
      const state = states.get(commId);
      const deliver = py.globals.get("deliver");
      const model = makeModel(state, (data) => {
        try { deliver(commId, JSON.stringify(data)); }
        catch (e) { console.error(e); say("Python raised an error: " + String(e).split("\n").slice(-2).join(" ")); }
      });
      comms.set(commId, model);
      const url = URL.createObjectURL(new Blob([state._esm], { type: "text/javascript" }));
      const mod = await import(url);
      URL.revokeObjectURL(url);
      const widget = mod.default || mod;
      const host = document.createElement("div");
      host.className = "live-board";
      const staticView = board.tag.parentElement.querySelector(".patience-board");
      const container = staticView ? staticView.parentElement : board.tag.parentElement;
      container.replaceChildren(host);
      const render = widget.render || (widget.default && widget.default.render);
      await render({ model, el: host });
      button.remove();
      say(`Live: Python is running in your browser (started in ${((performance.now() - t0) / 1000).toFixed(1)} s).`);
      document.documentElement.dataset.liveBoards = String(comms.size);
    } catch (e) {
      console.error(e);
      say("Live play could not start: " + e);
      button.disabled = false;
    }
  }

  function setup() {
    boards().forEach((board) => {
      const bar = document.createElement("div");
      bar.className = "live-play-bar";
      const button = document.createElement("button");
      button.type = "button";
      button.className = "live-play";
      button.textContent = "Play live";
      const status = document.createElement("span");
      status.className = "live-play-status";
      status.setAttribute("role", "status");
      status.setAttribute("aria-live", "polite");
      bar.append(button, status);
      board.tag.parentElement.after(bar);
      button.addEventListener("click", () => goLive(board, button, status));
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
