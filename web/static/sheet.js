/* A sheet's and a club's buttons: print the page, copy its link.
 *
 * The buttons are hidden in the page as served (without this script they would do
 * nothing); the script shows them.  "Copy the link" copies the button's data-link
 * and says so in the status beside it.
 */
"use strict";

// The page's words for this script (base.html's JSON block, in the page's language), "{name}" filled in.
// (var and function: every script of a page declares them alike.)
var WORDS = JSON.parse((document.getElementById("script-words") || {}).textContent || "{}");
function say(key, values = {}) {
  return String(WORDS[key] || key).replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
}

(function () {
  for (const button of document.querySelectorAll("button.print-page")) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
  for (const button of document.querySelectorAll("button.copy-link")) {
    const status = button.parentElement.querySelector(".copied");
    button.hidden = false;
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.link);
        status.textContent = say("link_copied");
      } catch (error) {
        status.textContent = say("link_not_copied", {link: button.dataset.link});
      }
    });
  }
})();
