// The board's view: draws what Python sends (the SVG and the controls) and sends back intents.
// No rule lives here: every click goes to patience.board.Board in Python.
function el(tag, attrs = {}, text = "") {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function render({ model, el: root }) {
  root.classList.add("patience-board");
  const title = el("div", { class: "pb-title" });
  const board = el("div", { class: "pb-svg" });
  const status = el("div", { class: "pb-status", "aria-live": "polite" });
  const message = el("div", { class: "pb-message", role: "status", "aria-live": "assertive" });
  const controls = el("div", { class: "pb-controls" });
  const gameButtons = el("span", { class: "pb-game-buttons" });
  const dealInput = el("input", { type: "number", min: "0", class: "pb-deal", "aria-label": "deal number" });
  const newDeal = el("button", { type: "button" }, "New deal");
  const fixed = ["restart", "undo", "redo", "hint", "showme", "autoplay"].map((name) =>
    el("button", { type: "button", "data-button": name },
      { restart: "Restart", undo: "Undo", redo: "Redo", hint: "Hint", showme: "Show me",
        autoplay: "Auto-play" }[name]));
  const moveInput = el("input", { type: "text", class: "pb-move", placeholder: "move, e.g. L3>F1",
    "aria-label": "type a move in the notation" });
  controls.append(gameButtons, ...fixed, newDeal, dealInput, moveInput);
  // "Show me" as a lesson: step back and on through the solver's line, or let it play at a pace.
  const lesson = el("div", { class: "pb-lesson", role: "group", "aria-label": "the solver's line" });
  const back = el("button", { type: "button", "data-lesson": "back" }, "\u25C0 Step back");
  const on = el("button", { type: "button", "data-lesson": "on" }, "Step on \u25B6");
  const playPause = el("button", { type: "button", "data-lesson": "play" }, "Play the line");
  const pace = el("select", { class: "pb-pace", "aria-label": "pace of the line" });
  [["2000", "slow"], ["1000", "steady"], ["400", "quick"]].forEach(([ms, name]) => pace.append(el("option", { value: ms }, name)));
  pace.value = "1000";
  lesson.append(back, on, playPause, pace);
  // Keep and share: the game as its saved-game JSON, and this position as a link.
  const keep = el("div", { class: "pb-keep" });
  const save = el("button", { type: "button", "data-keep": "save" }, "Save game (JSON)");
  const share = el("button", { type: "button", "data-keep": "link" }, "Link to this position");
  keep.append(save, share);
  root.append(title, board, status, message, controls, lesson, keep);

  // In the static book no Python answers: say so plainly instead of ignoring the click.
  let waiting = null;
  const send = (content) => {
    try { model.send(content); } catch (e) { /* no kernel behind the page */ }
    clearTimeout(waiting);
    const drawnBefore = root.dataset.drawn;
    waiting = setTimeout(() => {
      if (root.dataset.drawn === drawnBefore) {
        message.textContent = "This board is a picture: no Python is running behind it. " +
          "Use \u201cPlay live\u201d below the board to play in your browser.";
      }
    }, 3000);
  };
  fixed.forEach((b) => b.addEventListener("click", () => send({ intent: "press", button: b.dataset.button })));
  newDeal.addEventListener("click", () => {
    const n = dealInput.value === "" ? Math.floor(Math.random() * 1000000) : Number(dealInput.value);
    send({ intent: "new_deal", deal: n });
  });
  const demo = () => model.get("demo") || { moves: [], from: 0 };
  const demoLeft = () => {
    const d = demo(), done = ((model.get("record") || {}).moves || []).length - d.from;
    return d.moves.length && done >= 0 ? d.moves.length - done : 0;
  };
  let playing = null;
  const stop = () => { clearTimeout(playing); playing = null; playPause.textContent = "Play the line"; };
  const tick = () => {
    if (!playing) return;
    clearTimeout(playing);  // one redraw fires several changes: keep a single timer
    playing = setTimeout(() => { if (playing) send({ intent: "press", button: "showme" }); }, Number(pace.value));
  };
  back.addEventListener("click", () => { stop(); send({ intent: "press", button: "undo" }); });
  on.addEventListener("click", () => { stop(); send({ intent: "press", button: "showme" }); });
  playPause.addEventListener("click", () => {
    if (playing) { stop(); return; }
    playPause.textContent = "Pause";
    playing = true;
    send({ intent: "press", button: "showme" });
  });
  save.addEventListener("click", () => {
    const record = model.get("record") || {};
    const a = el("a", { href: URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: "application/json" })),
      download: `${record.game}-deal-${record.deal}.json` });
    document.body.append(a); a.click(); a.remove();
    message.textContent = `Saved as ${a.download}: patience.from_dict(json.load(open(...))) plays it on.`;
  });
  share.addEventListener("click", () => {
    const url = location.href.split("#")[0] + model.get("link");
    try { history.replaceState(null, "", model.get("link")); } catch (e) { /* a page opened from a file */ }
    if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
    message.textContent = "The link to this position (in the address bar, and copied): " + url;
  });
  moveInput.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && moveInput.value.trim()) { send({ intent: "move", text: moveInput.value }); moveInput.value = ""; }
  });

  const pileOf = (target) => target.closest && target.closest("[data-pile]");
  const indexOf = (target) => { const c = target.closest && target.closest("[data-index]"); return c ? Number(c.dataset.index) : null; };
  let dragFrom = null;
  board.addEventListener("pointerdown", (e) => { const p = pileOf(e.target); dragFrom = p ? { pile: p.dataset.pile, index: indexOf(e.target) } : null; });
  board.addEventListener("pointerup", (e) => {
    const p = pileOf(e.target);
    if (!p) { dragFrom = null; return; }
    const here = { pile: p.dataset.pile, index: indexOf(e.target) };
    if (dragFrom && dragFrom.pile !== here.pile) {           // a drag: two clicks
      send({ intent: "click", ...dragFrom });
      send({ intent: "click", ...here });
    } else {
      send({ intent: "click", ...here });
    }
    dragFrom = null;
  });
  board.addEventListener("keydown", (e) => {                 // keyboard: Tab or arrows to a pile, Enter to choose
    const p = pileOf(e.target);
    if (!p) return;
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); send({ intent: "click", pile: p.dataset.pile, index: null }); }
    if (["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].includes(e.key)) {
      e.preventDefault();
      const piles = [...board.querySelectorAll("[data-pile]")];
      const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : -1;
      piles[(piles.indexOf(p) + step + piles.length) % piles.length].focus();
    }
  });

  function draw() {
    const focused = document.activeElement && pileOf(document.activeElement);
    const focusName = focused && board.contains(focused) ? focused.dataset.pile : null;
    board.innerHTML = model.get("svg");
    if (focusName) { const again = board.querySelector(`[data-pile="${focusName}"]`); if (again) again.focus(); }
    title.textContent = `${model.get("title")} — deal ${model.get("deal")}`;
    status.textContent = model.get("status_line");
    message.textContent = model.get("message");
    const st = model.get("status") || {};
    fixed.forEach((b) => {
      if (b.dataset.button === "undo") b.disabled = !st.can_undo;
      if (b.dataset.button === "redo") b.disabled = !st.can_redo;
    });
    gameButtons.replaceChildren(...(model.get("buttons") || []).map((spec) => {
      const b = el("button", { type: "button" }, spec.label);
      b.disabled = !spec.enabled;
      b.addEventListener("click", () => send({ intent: "press", button: spec.name }));
      return b;
    }));
    const left = demoLeft();
    back.disabled = !st.can_undo;
    lesson.dataset.left = String(left);
    if (playing && left > 0 && !st.outcome) tick(); else if (playing) stop();
    root.dataset.drawn = String(performance.now());
    clearTimeout(waiting);
  }
  ["svg", "message", "status_line", "buttons", "title", "deal", "revision"].forEach((name) => model.on(`change:${name}`, draw));
  draw();
}

export default { render };
