/* cookgen default theme: small progressive enhancements. Everything works without this file. */
(function () {
  "use strict";
  var store = {
    get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) {} }
  };

  // "Surprise me": pick a random recipe; without JS the link opens all recipes.
  document.querySelectorAll("[data-surprise]").forEach(function (a) {
    var urls = a.getAttribute("data-surprise").split(/\s+/).filter(Boolean);
    if (!urls.length) return;
    a.addEventListener("click", function (e) {
      e.preventDefault();
      location.href = (a.getAttribute("data-root") || "") + urls[Math.floor(Math.random() * urls.length)];
    });
  });

  // Remember the list/grid choice (the toggle itself is pure CSS).
  var saved = store.get("cookgen.view");
  document.querySelectorAll(".view-toggle input").forEach(function (input) {
    if (saved && input.value === saved) input.checked = true;
    input.addEventListener("change", function () { store.set("cookgen.view", input.value); });
  });

  // Filter cards by text.
  document.querySelectorAll("[data-filter]").forEach(function (box) {
    var listing = box.closest(".listing");
    var cards = listing ? listing.querySelectorAll("[data-cards] > li") : [];
    var none = listing && listing.querySelector("[data-filter-empty]");
    if (!cards.length) return;
    box.hidden = false;
    box.querySelector("input").addEventListener("input", function (e) {
      var q = e.target.value.trim().toLowerCase(), shown = 0;
      cards.forEach(function (li) {
        var hit = !q || li.textContent.toLowerCase().indexOf(q) !== -1;
        li.hidden = !hit;
        if (hit) shown++;
      });
      if (none) none.hidden = shown > 0;
    });
  });

  // Print button on recipe pages.
  document.querySelectorAll("[data-print]").forEach(function (b) {
    b.closest("[data-recipe-tools]").hidden = false;
    b.addEventListener("click", function () { window.print(); });
  });
})();
