/* The form of a whole table: one tab per player.
 *
 * Without this script every player's panel stacks on the page and the form
 * posts as it is.  The script puts a row of tabs above the panels (one per
 * player, named as the player's name is typed), shows one panel at a time
 * (the first one with an error or a notice when the page comes back), keeps
 * the start-player choice in step with the names, and asks the server for the
 * form again as soon as another number of players is chosen.
 */
"use strict";

// The page's words for this script (base.html's JSON block, in the page's language), "{name}" filled in.
// (var and function: every script of a page declares them alike.)
var WORDS = JSON.parse((document.getElementById("script-words") || {}).textContent || "{}");
function say(key, values = {}) {
  return String(WORDS[key] || key).replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
}

(function () {
  const form = document.querySelector(".table-form");
  if (!form) return;
  const panels = Array.from(form.querySelectorAll(".player-panel"));
  const tabs = document.createElement("div");
  tabs.className = "tabs";
  tabs.setAttribute("role", "tablist");
  tabs.setAttribute("aria-label", say("players"));

  const nameOf = (panel, i) => panel.querySelector(".player-name").value.trim() || say("player", {number: i + 1});

  function show(index, focus) {
    panels.forEach((panel, i) => {
      panel.hidden = i !== index;
      const tab = tabs.children[i];
      tab.setAttribute("aria-selected", String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
    });
    if (focus) tabs.children[index].focus();
  }

  function rename(panel, i) {
    const name = nameOf(panel, i);
    tabs.children[i].textContent = name;
    panel.querySelector(".player-title").textContent = name;
    form.querySelectorAll(`select.player-choice option[value="${i}"]`).forEach((option) => { option.textContent = name; });
  }

  panels.forEach((panel, i) => {
    const tab = document.createElement("button");
    tab.type = "button";
    tab.id = `tab-${i}`;
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-controls", panel.id);
    tab.addEventListener("click", () => show(i));
    tabs.append(tab);
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tab.id);
    panel.querySelector(".player-name").addEventListener("input", () => rename(panel, i));
    rename(panel, i);
    if (panel.querySelector(".field-error")) tab.classList.add("flagged");  // every player with an error shows it
  });
  // A link to an input of a hidden player (the error summary's, a notice's) shows that player first.
  form.addEventListener("click", (event) => {
    const link = event.target.closest("a[href^='#']");
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const panel = target && target.closest(".player-panel");
    if (panel && panel.hidden) show(panels.indexOf(panel));
  });
  tabs.addEventListener("keydown", (event) => {
    const step = {ArrowRight: 1, ArrowLeft: -1}[event.key];
    if (!step) return;
    const now = panels.findIndex((panel) => !panel.hidden);
    show((now + step + panels.length) % panels.length, true);
    event.preventDefault();
  });
  form.querySelector(".player-panels").before(tabs);
  form.classList.add("tabbed");

  // A required input of a hidden player (a card's input) shows its player before the browser asks for it.
  form.addEventListener("invalid", (event) => {
    const panel = event.target.closest(".player-panel");
    if (panel && panel.hidden) show(panels.indexOf(panel));
  }, true);

  const count = form.querySelector("#f-players");
  const change = form.querySelector(".change-count");
  if (count && change) {
    change.hidden = true;
    count.addEventListener("change", () => form.requestSubmit(change));
  }

  const flagged = panels.findIndex((panel) => panel.querySelector(".field-error, .invalid, .notice"));
  show(Math.max(flagged, 0));
})();

/* Quick entry: each player chooses to draw the board or to type the counts the scoring reads.
 * The inputs of the other way are hidden (the post still carries them; the choice decides what is
 * scored).  On a fresh form a choice also sets the players not chosen by hand yet, and the last
 * choice is remembered in this browser for the next fresh form. */
(function () {
  const form = document.querySelector(".table-form[data-game]");
  if (!form) return;
  const key = `agricalc.entry.${form.dataset.game}`;
  const replaced = (form.dataset.replaces || "").split(" ").filter(Boolean);
  let remembered = null;
  try { remembered = window.localStorage.getItem(key); } catch (e) { /* storage refused: no memory */ }

  function apply(panel) {
    const quick = panel.querySelector('.entry-choice input[value="quick"]').checked;
    panel.dataset.entry = quick ? "quick" : "draw";  // a card's count of quick entry shows only then (.quick-only)
    panel.querySelector(".quick-entry").hidden = !quick;
    panel.querySelectorAll(".form-layout > .board").forEach((board) => { board.hidden = quick; });
    replaced.forEach((group) => panel.querySelectorAll(`fieldset.group.${group}`).forEach((set) => { set.hidden = quick; }));
  }

  const panels = Array.from(form.querySelectorAll(".player-panel"));
  const chosen = new Set();  // the players whose way was chosen by hand on this page
  function choose(panel, way) {
    panel.querySelector(`.entry-choice input[value="${way}"]`).checked = true;
    apply(panel);
  }
  panels.forEach((panel) => {
    if (form.hasAttribute("data-fresh") && (remembered === "quick" || remembered === "draw")) choose(panel, remembered);
    panel.querySelectorAll(".entry-choice input").forEach((radio) => radio.addEventListener("change", () => {
      chosen.add(panel);
      apply(panel);
      // A table mostly enters every player alike: on a fresh form the players not chosen by hand follow.
      if (form.hasAttribute("data-fresh")) panels.filter((other) => !chosen.has(other)).forEach((other) => choose(other, radio.value));
      try { window.localStorage.setItem(key, radio.value); } catch (e) { /* storage refused */ }
    }));
    apply(panel);
  });
})();
