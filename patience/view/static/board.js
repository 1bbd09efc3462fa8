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
  root.append(title, board, status, message, controls);

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
    root.dataset.drawn = String(performance.now());
    clearTimeout(waiting);
  }
  ["svg", "message", "status_line", "buttons", "title", "deal", "revision"].forEach((name) => model.on(`change:${name}`, draw));
  draw();
}

export default { render };
