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

(function () {
  const form = document.querySelector(".table-form");
  if (!form) return;
  const panels = Array.from(form.querySelectorAll(".player-panel"));
  const tabs = document.createElement("div");
  tabs.className = "tabs";
  tabs.setAttribute("role", "tablist");
  tabs.setAttribute("aria-label", "Players");

  const nameOf = (panel, i) => panel.querySelector(".player-name").value.trim() || `Player ${i + 1}`;

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
