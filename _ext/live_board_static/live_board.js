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
      out.push({ tag, home: tag.parentElement, state: m.state });  // home: kept when going live replaces the tag
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

  // Show the live widget whose comm Python has just opened in place of `container`'s children.
  async function mountWidget(py, commId, container, say) {
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
    container.replaceChildren(host);
    const render = widget.render || (widget.default && widget.default.render);
    await render({ model, el: host });
    model.on("change:record", () => keepProgress(model.get("record")));
    document.documentElement.dataset.liveBoards = String(comms.size);
  }

  // A game in progress survives a reload: its record, kept in the browser by game and deal.
  const KEY = (game, deal) => `patience:${game}:${deal}`;
  function keepProgress(record) {
    if (!record || !record.game) return;
    try {
      if ((record.moves || []).length) {
        localStorage.setItem(KEY(record.game, record.deal), JSON.stringify(record));
        localStorage.setItem(KEY(record.game, "last"), String(record.deal));
      } else {
        localStorage.removeItem(KEY(record.game, record.deal));
      }
    } catch (e) { /* storage refused (private mode): play goes on unsaved */ }
  }
  function progressOf(game) {
    try {
      const deal = localStorage.getItem(KEY(game, "last"));
      const saved = deal === null ? null : JSON.parse(localStorage.getItem(KEY(game, deal)) || "null");
      return saved && saved.game === game && (saved.moves || []).length ? saved : null;
    } catch (e) { return null; }
  }

  // `record` ({game, deal, moves}): a saved game or a link's position to open instead of the page's deal;
  // `fragment`: a link's "#play=..." for Python to read.
  async function goLive(board, button, status, record = null, fragment = null) {
    const say = (text) => { status.textContent = text; };
    button.disabled = true;
    const t0 = performance.now();
    try {
      const py = await startPython(say);
      if (fragment) {
        try {
          record = JSON.parse(py.runPython(`import json; from patience.view.link import from_fragment
json.dumps(from_fragment(${JSON.stringify(fragment)}))`));
        } catch (e) {
          const lines = String(e.message || e).trim().split("\n");
          say("This link cannot be opened: " + lines[lines.length - 1]);
          button.disabled = false;
          return;
        }
      }
      say("Dealing the board…");
      const s = record || board.state;
      py.globals.set("_args", py.toPy({ game: s.game, deal: s.deal, moves: s.moves || (s.record && s.record.moves) || [] }));
      opened = null;
      py.runPython("_live_board = patience.view.widget.BoardWidget(_args['game'], _args['deal'], moves=list(_args['moves']))\n"
        + "_live_boards = globals().setdefault('_live_boards', []); _live_boards.append(_live_board)");
      const staticView = board.home.querySelector(".patience-board");
      await mountWidget(py, opened, staticView ? staticView.parentElement : board.home, say);
      button.remove();
      say(`Live: Python is running in your browser (started in ${((performance.now() - t0) / 1000).toFixed(1)} s).`);
    } catch (e) {
      console.error(e);
      say("Live play could not start: " + e);
      button.disabled = false;
    }
  }

  // A code cell tagged "live-cell": its code can be edited and run in the page's own Python. A board
  // the code makes is shown live in the cell's output; anything else as its text; an error by its
  // last line (the rule or the reason), never a traceback.
  const RUN_CELL_PY = `
import ast, patience
def _run_cell(code):
    tree = ast.parse(code)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<live cell>", "exec"), globals())
    value = None if last is None else eval(compile(ast.Expression(last.value), "<live cell>", "eval"), globals())
    globals().setdefault("_live_values", []).append(value)  # a live board must outlive this call
    return value
def _shown(value):
    return "" if value is None else repr(value)
`;

  function liveCell(cell) {
    const source = cell.querySelector(".cell_input pre");
    const output = cell.querySelector(".cell_output") || cell.appendChild(Object.assign(document.createElement("div"), { className: "cell_output" }));
    if (!source) return;
    const { bar, button: edit, status } = buttonBar("live-cell", "Edit and run live");
    edit.className = "live-cell-edit";
    cell.querySelector(".cell_input").after(bar);
    const say = (text) => { status.textContent = text; };
    edit.addEventListener("click", () => {
      const code = document.createElement("textarea");
      code.className = "live-cell-code";
      code.setAttribute("aria-label", "the cell's code: edit it, then Run");
      code.spellcheck = false;
      code.value = source.textContent.replace(/\n$/, "");
      code.rows = Math.max(3, code.value.split("\n").length + 1);
      source.replaceWith(code);
      edit.textContent = "Run";
      edit.className = "live-cell-run";
      edit.onclick = null;
      edit.addEventListener("click", async (ev) => {
        ev.stopImmediatePropagation();
        edit.disabled = true;
        try {
          const py = await startPython(say);
          py.runPython(RUN_CELL_PY);
          say("Running…");
          opened = null;
          let value;
          try { value = py.globals.get("_run_cell")(code.value); }
          catch (e) {
            const lines = String(e.message || e).trim().split("\n");
            say("Python says: " + lines[lines.length - 1]);
            return;
          }
          if (opened && states.get(opened) && states.get(opened)._esm) {
            await mountWidget(py, opened, output, say);
          } else {
            const pre = document.createElement("pre");
            pre.className = "live-cell-result";
            pre.textContent = py.globals.get("_shown")(value);
            output.replaceChildren(pre);
          }
          if (value && value.destroy) value.destroy();
          say("Ran in your browser.");
        } catch (e) {
          console.error(e);
          say("Could not run: " + e);
        } finally {
          edit.disabled = false;
        }
      }, { once: false });
    }, { once: true });
  }

  // A button with its status line beside it (announced to screen readers), classes "<kind>-bar" etc.
  function buttonBar(kind, label) {
    const bar = document.createElement("div");
    bar.className = kind + "-bar";
    const button = document.createElement("button");
    button.type = "button";
    button.className = kind;
    button.textContent = label;
    const status = document.createElement("span");
    status.className = kind + "-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    bar.append(button, status);
    return { bar, button, status };
  }

  function setup() {
    const all = boards();
    all.forEach((board) => {
      const { bar, button, status } = buttonBar("live-play", "Play live");
      board.home.after(bar);
      const saved = progressOf(board.state.game);
      if (saved) {
        button.textContent = `Go on with your game (deal ${saved.deal}, ${saved.moves.length} moves)`;
        say(status, "Your game in progress is kept in this browser.");
      }
      button.addEventListener("click", () => goLive(board, button, status, progressOf(board.state.game)));
      board.bar = { button, status };
    });
    document.querySelectorAll(".cell.tag_live-cell").forEach(liveCell);
    // A position's link (#play=GAME/DEAL/MOVES) opens live on the page's board for that game, whether
    // the page is loaded with it or the link is followed on the page already open (no reload then).
    const openLink = () => {
      if (!location.hash.startsWith("#play=") || !all.length) return;
      const game = decodeURIComponent(location.hash.slice(6).split("/")[0]);
      const board = all.find((b) => b.state.game === game) ||
        all.find((b) => b.state.game.split("~")[0] === game.split("~")[0]) || all[0];
      board.home.scrollIntoView();
      goLive(board, board.bar.button, board.bar.status, null, location.hash);
    };
    openLink();
    window.addEventListener("hashchange", openLink);
  }
  function say(status, text) { status.textContent = text; }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
