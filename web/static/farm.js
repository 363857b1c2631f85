/* The click-to-build farm grid of the ACBAS and Agricola forms.
 *
 * The form posts the farm as a text field of rows (one row per line, spaces
 * separated by spaces), so it works without this script.  The script draws
 * those rows as a grid of buttons: pick a tool in the palette, click a space to
 * apply it, and the rows are written back into the text field (and read again
 * when someone types there).  Borders (fences) are drawn where the pasture
 * letters imply them, exactly as the calculator reads them, and counted against
 * the game's limit.  Everything game-specific comes from data-* attributes.
 * The form of a whole table has one editor per player; data-scope is what the
 * ids of that player's inputs add after "f-".
 */
"use strict";

document.querySelectorAll(".farm-editor").forEach((editor) => {
  const input = (path) => document.getElementById("f-" + editor.dataset.scope + path.replace(/\./g, "-"));
  const text = document.getElementById(editor.dataset.for);
  const details = text.closest("details");
  const grid = editor.querySelector(".cells");
  const counter = editor.querySelector(".counter");
  const tools = Array.from(editor.querySelectorAll(".tool"));
  const mark = editor.dataset.mark;                   // "+" a trough, "*" a stable
  const markAlone = editor.dataset.markAlone || "";   // Agricola writes a stable alone as "S"
  const markNever = editor.dataset.markNever || "";   // bases that cannot take the mark (rooms, fields)
  const walls = editor.dataset.walls || "";           // buildings whose walls close a pasture (ACBAS)
  const isLetter = (base) => /^[a-z]$/.test(base);
  const looks = {};                                   // token -> {label, colour}, from the palette
  tools.forEach((t) => { looks[t.dataset.token] = {label: t.textContent.trim(), colour: t.style.getPropertyValue("--swatch")}; });
  let tool = tools.find((t) => isLetter(t.dataset.token));
  let errorCell = editor.dataset.errorCell || null;  // "r,c" named by the server's error message

  /* "a+" -> {base: "a", marked: true}; Agricola's "S" -> {base: ".", marked: true}. */
  function parse(token) {
    if (markAlone && token === markAlone) return {base: ".", marked: true};
    if (token.endsWith(mark)) return {base: token.slice(0, -1), marked: true};
    return {base: token, marked: false};
  }

  function format(space) {
    if (!space.marked) return space.base;
    return markAlone && space.base === "." ? markAlone : space.base + mark;
  }

  function readRows() {
    return text.value.split("\n").map((line) => line.trim()).filter(Boolean).map((line) => line.split(/\s+/));
  }

  function writeRows(rows) {
    const width = Math.max(1, ...rows.flat().map((t) => t.length));
    text.value = rows.map((row) => row.map((t) => t.padEnd(width)).join(" ").trimEnd()).join("\n");
  }

  /* What the picked tool does to one space; false if it cannot (a stable on a room). */
  function apply(space) {
    if (tool.dataset.kind === "toggle") {
      if (markNever.includes(space.base)) return false;
      space.marked = !space.marked;
      return true;
    }
    space.base = tool.dataset.token;
    if (space.base === "." || markNever.includes(space.base)) space.marked = false;
    return true;
  }

  /* The sides of each pasture space that need a border, and the distinct edges among them. */
  function borders(bases) {
    const sides = bases.map((row) => row.map(() => []));
    const edges = new Set();
    const steps = {n: [-1, 0], e: [0, 1], s: [1, 0], w: [0, -1]};
    bases.forEach((row, r) => row.forEach((base, c) => {
      if (!isLetter(base)) return;
      for (const [side, [dr, dc]] of Object.entries(steps)) {
        const other = (bases[r + dr] || [])[c + dc];
        if (other === base || (other !== undefined && walls.includes(other) && other !== "")) continue;
        sides[r][c].push(side);
        edges.add({n: `H${r},${c}`, s: `H${r + 1},${c}`, w: `V${r},${c}`, e: `V${r},${c + 1}`}[side]);
      }
    }));
    return {sides, edges};
  }

  function describe(space) {
    const look = looks[space.base];
    let what = isLetter(space.base) ? `pasture ${space.base}` : look ? look.label.toLowerCase() : `unknown "${space.base}"`;
    if (space.base === ".") what = "empty";
    return space.marked ? `${what}, ${editor.dataset.markLabel}` : what;
  }

  function homeColumns() {
    if (!editor.dataset.expansions) return null;
    const left = Number(input("expansions.left").value) || 0;
    return [left, left + Number(editor.dataset.home) - 1];
  }

  function render(focus) {
    const rows = readRows();
    const spaces = rows.map((row) => row.map(parse));
    const {sides, edges} = borders(spaces.map((row) => row.map((s) => s.base)));
    const home = homeColumns();
    grid.replaceChildren();
    grid.style.setProperty("--cols", Math.max(1, ...rows.map((row) => row.length)));
    spaces.forEach((row, r) => row.forEach((space, c) => {
      const look = looks[space.base] || (isLetter(space.base) ? looks.a : null);
      const cell = document.createElement("button");
      cell.type = "button";
      cell.className = "cell " + (isLetter(space.base) ? "pasture" : space.base === "." ? "empty" : look ? "tile" : "unknown");
      sides[r][c].forEach((side) => cell.classList.add("border-" + side));
      if (home && (c < home[0] || c > home[1])) cell.classList.add("expansion");
      if (errorCell === `${r},${c}`) cell.classList.add("error");
      cell.style.gridRow = r + 1;
      cell.style.gridColumn = c + 1;
      if (look) cell.style.setProperty("--swatch", look.colour);
      cell.dataset.r = r;
      cell.dataset.c = c;
      cell.title = `cell (${r}, ${c}): ${describe(space)}`;
      cell.setAttribute("aria-label", cell.title);
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = isLetter(space.base) ? space.base : space.base === "." ? "" : look ? look.label : space.base;
      cell.append(name);
      if (space.marked) {
        const badge = document.createElement("span");
        badge.className = "mark";
        badge.textContent = editor.dataset.markLabel;
        cell.append(badge);
      }
      grid.append(cell);
    }));
    const max = Number(editor.dataset.maxBorders);
    counter.textContent = `${editor.dataset.borderName} needed: ${edges.size} of at most ${max}`;
    counter.classList.toggle("over", edges.size > max);
    if (focus) {
      const again = grid.querySelector(`[data-r="${focus[0]}"][data-c="${focus[1]}"]`);
      if (again) again.focus();
    }
  }

  function pick(button) {
    tool = button;
    tools.forEach((t) => t.setAttribute("aria-pressed", String(t === tool)));
  }

  /* Adding or removing an expansion adds or removes an empty column on that side. */
  function watchExpansions() {
    const inputs = {left: input("expansions.left"), right: input("expansions.right")};
    const count = (side) => Math.max(0, Math.min(4, parseInt(inputs[side].value, 10) || 0));
    const now = {left: count("left"), right: count("right")};
    for (const side of ["left", "right"]) {
      inputs[side].addEventListener("input", () => {
        const want = count(side);
        const rows = readRows();
        for (const row of rows) {
          for (let n = now[side]; n < want; n++) side === "left" ? row.unshift(".") : row.push(".");
          for (let n = want; n < now[side]; n++) side === "left" ? row.shift() : row.pop();
        }
        now[side] = want;
        writeRows(rows);
        render();
      });
    }
  }

  tools.forEach((t) => t.addEventListener("click", () => pick(t)));
  grid.addEventListener("click", (event) => {
    const cell = event.target.closest(".cell");
    if (!cell) return;
    const r = Number(cell.dataset.r), c = Number(cell.dataset.c);
    const rows = readRows();
    const space = parse(rows[r][c]);
    if (!apply(space)) return;
    rows[r][c] = format(space);
    if (errorCell === `${r},${c}`) errorCell = null;
    writeRows(rows);
    render([r, c]);
  });
  text.addEventListener("input", () => render());
  if (editor.dataset.expansions) watchExpansions();

  editor.hidden = false;
  details.open = Boolean(editor.closest(".invalid") && !errorCell);  // a row error is easier to fix as text
  pick(tool);
  render();
});
