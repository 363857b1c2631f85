/* Tap choices: the usual values of a number input as a row of buttons beside it (form.html's taps).
 *
 * A tap puts its value into the input and marks the button pressed; a value typed into the input
 * marks its button, if it has one.  The input stays the form's only value: it is what is posted,
 * and it still takes any value the buttons do not offer.  Without this script the buttons stay
 * hidden and the input is typed into as before.
 */
"use strict";

(function () {
  document.querySelectorAll(".taps[data-for]").forEach((row) => {
    const input = document.getElementById(row.dataset.for);
    if (!input) return;
    const buttons = Array.from(row.querySelectorAll("button[data-value]"));
    function mark() {
      const typed = input.value.trim() || input.placeholder;  // an empty input reads as its placeholder (0)
      buttons.forEach((button) => button.setAttribute("aria-pressed", String(button.dataset.value === typed)));
    }
    buttons.forEach((button) => button.addEventListener("click", () => {
      input.value = button.dataset.value;
      input.dispatchEvent(new Event("input", {bubbles: true}));
      input.dispatchEvent(new Event("change", {bubbles: true}));
      mark();
    }));
    input.addEventListener("input", mark);
    row.hidden = false;
    mark();
  });
})();
