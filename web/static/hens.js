/* The click-to-edit card grid of the Hens form.
 *
 * The form posts the grid as a text field (one row per line, cells separated by
 * commas, each "BREED value/eggs/medals" or "coop") and the rooster's cell as
 * "row, column", so it works without this script.  The script shows the grid as
 * cards: click a card, then pick its breed (or coop), value, eggs and medals,
 * or put the rooster on it; the text fields are rewritten after every change
 * and read again when someone types in them.  The form of a whole table has
 * one editor per player; data-scope is what the ids of that player's inputs add
 * after "f-".
 */
"use strict";

document.querySelectorAll(".hens-editor").forEach((editor) => {
  const text = document.getElementById(editor.dataset.for);
  const rooster = document.getElementById("f-" + editor.dataset.scope + "rooster");
  const details = text.closest("details");
  const cards = editor.querySelector(".cards");
  const panel = editor.querySelector(".card-editor");
  const editing = editor.querySelector(".editing");
  const coop = editor.dataset.coop;
  const HEN = /^\s*([A-Za-z_]+)\s+(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/;
  const breeds = {};  // code -> {name, colour}, from the breed buttons
  panel.querySelectorAll("[data-token]").forEach((b) => {
    b.dataset.set = "breed";
    b.dataset.value = b.dataset.token;
    breeds[b.dataset.token] = {name: b.textContent.trim(), colour: b.style.getPropertyValue("--swatch")};
  });
  let selected = [0, 0];
  let errorCell = editor.dataset.errorCell || null;
  let last = {breed: "PAD", value: 1, eggs: 1, medals: 0};  // what the next coop turns into

  const parseCard = (token) => {
    const m = HEN.exec(token);
    return m ? {breed: m[1].toUpperCase(), value: +m[2], eggs: +m[3], medals: +m[4]} : null;
  };
  const formatCard = (hen) => `${hen.breed} ${hen.value}/${hen.eggs}/${hen.medals}`;
  const readRows = () => text.value.split("\n").map((l) => l.trim()).filter(Boolean).map((l) => l.split(",").map((c) => c.trim()));
  const writeRows = (rows) => { text.value = rows.map((row) => row.join(", ")).join("\n"); };
  const readRooster = () => { const m = /(\d+)\D+(\d+)/.exec(rooster.value); return m ? [+m[1], +m[2]] : null; };
  const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

  function button(label, data) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tool";
    b.textContent = label;
    Object.assign(b.dataset, data);
    b.setAttribute("aria-pressed", "false");
    return b;
  }

  /* Rows of number buttons (value, eggs, medals) from the ranges in data-*, and the rooster button. */
  function buildPanel() {
    for (const [key, title] of [["values", "Value"], ["eggs", "Eggs"], ["medals", "Medals"]]) {
      const [low, high] = editor.dataset[key].split("-").map(Number);
      const group = document.createElement("div");
      group.className = "tools numbers";
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", title);
      const name = document.createElement("span");
      name.className = "tools-title";
      name.textContent = title;
      group.append(name);
      const field = key === "values" ? "value" : key;
      for (let n = low; n <= high; n++) group.append(button(String(n), {set: field, value: String(n)}));
      panel.append(group);
    }
    const group = document.createElement("div");
    group.className = "tools";
    group.append(button("Rooster on this card", {set: "rooster", value: "1"}));
    panel.append(group);
  }

  function cardElement(token, r, c, roosterCell) {
    const hen = parseCard(token);
    const card = document.createElement("button");
    card.type = "button";
    card.className = "card " + (token.toLowerCase() === coop ? "coop" : hen && breeds[hen.breed] ? "hen" : "unknown");
    card.dataset.r = r;
    card.dataset.c = c;
    card.style.gridRow = r + 1;
    card.style.gridColumn = c + 1;
    card.setAttribute("aria-pressed", String(same(selected, [r, c])));
    if (errorCell === `${r},${c}`) card.classList.add("error");
    let label = token.toLowerCase() === coop ? "coop" : token;
    if (hen && breeds[hen.breed]) {
      card.style.setProperty("--swatch", breeds[hen.breed].colour);
      card.innerHTML = `<span class="band"></span><span class="value"></span><span class="bits"><span class="eggs"></span> <span class="medals"></span></span>`;
      card.querySelector(".band").textContent = hen.breed;
      card.querySelector(".value").textContent = hen.value;
      card.querySelector(".eggs").textContent = "\u25CF".repeat(Math.min(hen.eggs, 9));
      card.querySelector(".medals").textContent = "\u2605".repeat(Math.min(hen.medals, 9));
      label = `${breeds[hen.breed].name} ${hen.value}, ${hen.eggs} eggs, ${hen.medals} medals`;
    } else {
      card.innerHTML = `<span class="band"></span>`;
      card.querySelector(".band").textContent = label;
    }
    if (same(roosterCell, [r, c])) {
      const tag = document.createElement("span");
      tag.className = "rooster";
      tag.textContent = "rooster";
      card.append(tag);
      card.classList.add("has-rooster");
      label += ", the rooster";
    }
    card.title = `card (${r}, ${c}): ${label}`;
    card.setAttribute("aria-label", card.title);
    return card;
  }

  function render(focus) {
    const rows = readRows();
    const roosterCell = readRooster();
    if (!rows[selected[0]] || rows[selected[0]][selected[1]] === undefined) selected = [0, 0];
    cards.replaceChildren(...rows.flatMap((row, r) => row.map((token, c) => cardElement(token, r, c, roosterCell))));
    const shape = `${rows.length}x${rows[0] ? rows[0].length : 0}`;
    editor.querySelectorAll("[data-shape]").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.shape === shape)));
    const token = (rows[selected[0]] || [])[selected[1]] || "";
    const hen = parseCard(token);
    const state = {breed: hen ? hen.breed : token.toLowerCase() === coop ? coop : "", value: hen && hen.value,
                   eggs: hen && hen.eggs, medals: hen && hen.medals, rooster: same(roosterCell, selected) ? 1 : null};
    panel.querySelectorAll("[data-set]").forEach((b) => {
      b.setAttribute("aria-pressed", String(String(state[b.dataset.set]) === b.dataset.value));
      b.disabled = !hen && b.dataset.set !== "breed";
    });
    editing.textContent = `Editing card (${selected[0]}, ${selected[1]}): ${token || "?"}`;
    if (focus) {
      const again = cards.querySelector(`[data-r="${focus[0]}"][data-c="${focus[1]}"]`);
      if (again) again.focus();
    }
  }

  function edit(key, value) {
    const rows = readRows();
    const [r, c] = selected;
    if (!rows[r] || rows[r][c] === undefined) return;
    if (key === "rooster") {
      rooster.value = same(readRooster(), selected) ? "" : `${r}, ${c}`;
    } else if (key === "breed" && value === coop) {
      rows[r][c] = coop;
      if (same(readRooster(), selected)) rooster.value = "";
    } else {
      const hen = parseCard(rows[r][c]) || {...last};
      hen[key] = key === "breed" ? value : Number(value);
      last = {...hen};
      rows[r][c] = formatCard(hen);
    }
    if (errorCell === `${r},${c}`) errorCell = null;
    writeRows(rows);
  }

  /* 3 x 4 <-> 4 x 3: turn the grid over its diagonal, so every neighbour stays a neighbour. */
  function reshape(shape) {
    const rows = readRows();
    const [want] = shape.split("x").map(Number);
    if (rows.length === want || rows.some((row) => row.length !== rows[0].length)) return;
    writeRows(rows[0].map((_, c) => rows.map((row) => row[c])));
    const cell = readRooster();
    if (cell) rooster.value = `${cell[1]}, ${cell[0]}`;
    selected = [selected[1], selected[0]];
    errorCell = null;
  }

  buildPanel();
  cards.addEventListener("click", (event) => {
    const card = event.target.closest(".card");
    if (!card) return;
    selected = [Number(card.dataset.r), Number(card.dataset.c)];
    const hen = parseCard(readRows()[selected[0]][selected[1]]);
    if (hen) last = hen;
    render(selected);
  });
  panel.addEventListener("click", (event) => {
    const b = event.target.closest("[data-set]");
    if (!b) return;
    edit(b.dataset.set, b.dataset.value);
    render();
  });
  editor.querySelectorAll("[data-shape]").forEach((b) => b.addEventListener("click", () => { reshape(b.dataset.shape); render(); }));
  text.addEventListener("input", () => render());
  rooster.addEventListener("input", () => render());

  editor.hidden = false;
  details.open = Boolean(editor.closest(".invalid") && !errorCell);
  render();
});
