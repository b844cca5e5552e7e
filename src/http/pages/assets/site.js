// The site's one script: type-ahead for the company search boxes, following the WAI-ARIA combobox pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/). The forms work without it.
(function () {
  "use strict";

  var DEBOUNCE_MS = 150;
  var LIMIT = 8;

  /** The page's explicit language (a hidden `lang` field in the form), kept on links the script follows. */
  function languageOf(input) {
    var field = input.form && input.form.querySelector('input[type="hidden"][name="lang"]');
    return field ? field.value : null;
  }

  function profilePath(url, lang) {
    var path;
    try {
      path = new URL(url, window.location.href).pathname;
    } catch (error) {
      return null;
    }
    return lang ? path + "?lang=" + encodeURIComponent(lang) : path;
  }

  function enhance(input) {
    var endpoint = input.getAttribute("data-autocomplete");
    var msgCount = input.getAttribute("data-msg-count") || "{n}";
    var msgNone = input.getAttribute("data-msg-none") || "";
    var label = input.labels && input.labels[0] ? input.labels[0].textContent.trim() : "";
    var listId = input.id + "-listbox";

    var list = document.createElement("ul");
    list.id = listId;
    list.className = "listbox";
    list.setAttribute("role", "listbox");
    if (label) list.setAttribute("aria-label", label);
    list.hidden = true;

    var status = document.createElement("div");
    status.className = "visually-hidden";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");

    input.parentNode.appendChild(list);
    input.parentNode.appendChild(status);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", listId);

    var suggestions = [];
    var active = -1;
    var timer = 0;
    var controller = null;
    var shownFor = "";

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }

    function setActive(index) {
      var options = list.children;
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = index;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", options[active].id);
        options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function follow(suggestion) {
      var path = profilePath(suggestion.url, languageOf(input));
      if (path) window.location.assign(path);
    }

    function render(items, query) {
      suggestions = items;
      shownFor = query;
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      items.forEach(function (item, index) {
        var option = document.createElement("li");
        option.id = listId + "-" + index;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        var name = document.createElement("span");
        name.className = "option-name";
        name.textContent = item.name;
        option.appendChild(name);
        var place = [item.location, item.canton].filter(Boolean).join(", ");
        if (place || item.uid) {
          var meta = document.createElement("span");
          meta.className = "option-meta";
          meta.textContent = place && item.uid ? place + " · " : place;
          if (item.uid) {
            // A UID never breaks at its hyphen.
            var uid = document.createElement("span");
            uid.className = "nowrap";
            uid.textContent = item.uid;
            meta.appendChild(uid);
          }
          option.appendChild(meta);
        }
        // mousedown keeps the focus in the input; click follows the suggestion.
        option.addEventListener("mousedown", function (event) {
          event.preventDefault();
        });
        option.addEventListener("click", function () {
          follow(item);
        });
        list.appendChild(option);
      });
      if (items.length > 0) {
        list.hidden = false;
        input.setAttribute("aria-expanded", "true");
        status.textContent = msgCount.replace("{n}", String(items.length));
      } else {
        close();
        status.textContent = msgNone;
      }
    }

    function lookUp() {
      var query = input.value.trim();
      if (query.length < 2 || query.length > 200) {
        if (controller) controller.abort();
        render([], "");
        status.textContent = "";
        return;
      }
      if (query === shownFor && suggestions.length > 0) {
        list.hidden = false;
        input.setAttribute("aria-expanded", "true");
        return;
      }
      if (controller) controller.abort();
      controller = typeof AbortController === "function" ? new AbortController() : null;
      var url = endpoint + "?q=" + encodeURIComponent(query) + "&limit=" + LIMIT;
      fetch(url, { headers: { Accept: "application/json" }, signal: controller ? controller.signal : undefined })
        .then(function (response) {
          return response.ok ? response.json() : { suggestions: [] };
        })
        .then(function (body) {
          if (input.value.trim() !== query) return;
          render(Array.isArray(body.suggestions) ? body.suggestions : [], query);
        })
        .catch(function () {
          /* aborted or offline: the form still works */
        });
    }

    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(lookUp, DEBOUNCE_MS);
    });

    input.addEventListener("keydown", function (event) {
      var open = !list.hidden && suggestions.length > 0;
      switch (event.key) {
        case "ArrowDown":
          event.preventDefault();
          if (!open) {
            lookUp();
            return;
          }
          setActive(active + 1 >= suggestions.length ? 0 : active + 1);
          break;
        case "ArrowUp":
          if (!open) return;
          event.preventDefault();
          setActive(active - 1 < 0 ? suggestions.length - 1 : active - 1);
          break;
        case "Enter":
          if (open && active >= 0) {
            event.preventDefault();
            follow(suggestions[active]);
          }
          break;
        case "Escape":
          if (open) {
            event.preventDefault();
            close();
          }
          break;
        case "Tab":
          close();
          break;
      }
    });

    input.addEventListener("blur", function () {
      close();
    });

    input.addEventListener("focus", function () {
      if (input.value.trim() === shownFor && suggestions.length > 0) {
        list.hidden = false;
        input.setAttribute("aria-expanded", "true");
      }
    });
  }

  // On a narrow screen the filter panel starts folded, so that the results come first (the chips show what is on).
  var panel = document.querySelector("details.filters-panel");
  if (panel && window.matchMedia) {
    var narrow = window.matchMedia("(max-width: 51.99rem)");
    if (narrow.matches) panel.open = false;
    // Wide screens have no summary to open it with.
    narrow.addEventListener("change", function () {
      if (!narrow.matches) panel.open = true;
    });
  }

  var inputs = document.querySelectorAll("input[data-autocomplete]");
  for (var i = 0; i < inputs.length; i++) enhance(inputs[i]);
})();
