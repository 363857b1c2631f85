/* The card picker of the Agricola form: find a card by name or id as you type.
 *
 * Without this script the cards are a text field of ids or names, one per line,
 * and the page lists the cards it found there with their points and the inputs
 * each asks.  The script adds a box that finds cards as you type (arrow keys and
 * Enter, or a click, pick one), keeps the list of cards picked in step with the
 * text field (printed points, the inputs a card asks, a button to remove it),
 * and folds the text field away.  The catalogue is embedded in the page
 * (data-catalogue names its element); data-inputs and data-input-ids are how the
 * cards' inputs are named (inside players[i] on the form of a whole table, where
 * the inputs only a player scored alone answers are not asked: data-table).
 */
"use strict";

// The page's words for this script (base.html's JSON block, in the page's language), "{name}" filled in.
// (var and function: every script of a page declares them alike.)
var WORDS = JSON.parse((document.getElementById("script-words") || {}).textContent || "{}");
function say(key, values = {}) {
  return String(WORDS[key] || key).replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
}

document.querySelectorAll(".picker").forEach((picker) => {
  const entries = JSON.parse(document.getElementById(picker.dataset.catalogue).textContent);
  const byKey = new Map();
  entries.forEach((entry) => {
    byKey.set(entry.id.toLowerCase(), entry);
    byKey.set(entry.name.toLowerCase(), entry);
  });
  const text = document.getElementById(picker.dataset.for);
  const list = document.getElementById(picker.dataset.for + "-picked");
  const find = document.getElementById(picker.dataset.for + "-find");
  const options = document.getElementById(picker.dataset.for + "-options");
  const table = Boolean(picker.dataset.table);
  const said = document.createElement("p");
  said.className = "hint";
  said.setAttribute("aria-live", "polite");
  picker.append(said);
  const SHOWN = 8;  // cards found shown at once
  let found = [];
  let active = -1;

  const keys = () => text.value.split(/[\n,]/).map((key) => key.trim()).filter(Boolean);
  const entryOf = (key) => byKey.get(key.toLowerCase());
  const points = (n) => (WORDS.points || {})[String(n)] || `${n}`;

  function element(tag, className, content) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (content !== undefined) made.textContent = content;
    return made;
  }

  /* One input a card asks, named as the server names it (api.md card_inputs); an input of quick entry
   * (spec.quick: the Manger's pasture spaces, card_inputs.E23.pasture_spaces) is shown only while its
   * player enters by quick entry (style.css: .quick-only). */
  function cardInput(entry, spec, typed) {
    const path = entry.inputs.length === 1 && !spec.quick ? entry.id : `${entry.id}.${spec.name}`;
    const name = `${picker.dataset.inputs}.${path}`;
    const id = `${picker.dataset.inputIds}-${path.replace(/\./g, "-")}`;
    const box = element("div", spec.quick ? "pick-input quick-only" : "pick-input");
    const label = element("label", "", spec.label);
    label.htmlFor = id;
    if (!spec.required) label.append(" ", element("span", "muted", say("optional")));
    let field;
    if (spec.kind === "yes-no") {
      field = element("select");
      for (const [value, words] of [["", say("choose")], ["yes", say("yes")], ["no", say("no")]]) {
        const option = element("option", "", words);
        option.value = value;
        field.append(option);
      }
    } else {
      field = element("input");
      field.type = "number";
      field.step = "1";
      if (spec.minimum !== null) field.min = spec.minimum;
      if (spec.maximum !== null) field.max = spec.maximum;
    }
    field.id = id;
    field.name = name;
    field.required = spec.required && !spec.quick;  // asked only in quick entry: the calculator says if it is missing
    if (typed.has(name)) field.value = typed.get(name);
    box.append(label, field);
    return box;
  }

  function item(key, entry, typed) {
    const row = element("li", "pick");
    const remove = element("button", "remove", "\u00D7");
    remove.type = "button";
    remove.setAttribute("aria-label", say("remove", {card: entry ? entry.name : key}));
    remove.addEventListener("click", () => {
      text.value = keys().filter((other) => other !== key).join("\n");
      said.textContent = say("removed", {card: entry ? entry.name : key});
      render();
      find.focus();
    });
    row.append(remove);
    if (!entry) {
      row.append(element("span", "pick-name", key), " ",
                 element("span", "unknown", say("no_card")));
      return row;
    }
    row.append(element("span", "pick-name", `${entry.name} (${entry.id})`), " ",
               element("span", "pick-points", points(entry.points)), " ", element("span", "muted", entry.note));
    entry.inputs.filter((spec) => !(spec.alone && table) && (table || !spec.quick))
      .map((spec) => cardInput(entry, spec, typed)).forEach((box) => row.append(box));
    return row;
  }

  /* The cards picked, from the text field; what was typed into their inputs stays. */
  function render() {
    const typed = new Map();
    list.querySelectorAll("input, select").forEach((field) => typed.set(field.name, field.value));
    list.replaceChildren(...keys().map((key) => item(key, entryOf(key), typed)));
  }

  function activate(index) {
    active = index;
    Array.from(options.children).forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    if (index >= 0) {
      find.setAttribute("aria-activedescendant", options.children[index].id);
      options.children[index].scrollIntoView({block: "nearest"});
    } else {
      find.removeAttribute("aria-activedescendant");
    }
  }

  /* Cards whose id starts with, or whose name holds, what is typed: exact matches first. */
  function search() {
    const typed = find.value.trim().toLowerCase();
    const rank = (entry) => (entry.id.toLowerCase() === typed || entry.name.toLowerCase() === typed ? 0
      : entry.name.toLowerCase().startsWith(typed) || entry.id.toLowerCase().startsWith(typed) ? 1 : 2);
    found = typed ? entries.filter((entry) => entry.id.toLowerCase().startsWith(typed) || entry.name.toLowerCase().includes(typed))
      .sort((a, b) => rank(a) - rank(b)).slice(0, SHOWN) : [];
    options.replaceChildren(...found.map((entry, i) => {
      const option = element("li", "", "");
      option.id = `${options.id}-${i}`;
      option.setAttribute("role", "option");
      option.append(element("span", "", entry.name), element("span", "muted", `${entry.id} \u00B7 ${points(entry.points)}`));
      option.addEventListener("mousedown", (event) => event.preventDefault());  // keep the focus in the box
      option.addEventListener("click", () => choose(entry));
      return option;
    }));
    options.hidden = found.length === 0;
    find.setAttribute("aria-expanded", String(found.length > 0));
    activate(found.length ? 0 : -1);
  }

  function choose(entry) {
    if (keys().some((key) => entryOf(key) === entry)) {
      said.textContent = say("picked_already", {card: entry.name});
    } else {
      text.value = [...keys(), entry.id].join("\n");
      said.textContent = say("added", {card: entry.name, points: points(entry.points)});
    }
    find.value = "";
    search();
    render();
  }

  find.addEventListener("input", search);
  find.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (found.length) activate((active + (event.key === "ArrowDown" ? 1 : -1) + found.length) % found.length);
    } else if (event.key === "Enter") {
      if (active >= 0) choose(found[active]);
    } else if (event.key === "Escape") {
      find.value = "";
      search();
    } else {
      return;
    }
    event.preventDefault();
  });
  find.addEventListener("blur", () => {
    options.hidden = true;
    find.setAttribute("aria-expanded", "false");
  });
  find.addEventListener("focus", search);
  text.addEventListener("input", render);

  picker.hidden = false;
  const details = text.closest("details");
  if (details && !picker.closest(".invalid")) details.open = false;
  render();
});
