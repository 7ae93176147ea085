// The sign-in drawn into index.html (the first view) until the app takes it over: run in <head>
// and again after the view. Why and how: docs/decisions/first-view.md. Storage keys are the app's.
(function () {
  "use strict";
  var root = document.documentElement;
  var view = document.getElementById("first-view");

  function read(store, key) {
    try {
      return window[store].getItem(key);
    } catch (blocked) {
      return null;
    }
  }

  if (view) {
    var tag = root.getAttribute("data-first-view");
    var texts = tag && tag !== "off" && view.querySelector('template[lang="' + tag + '"]');
    if (texts) {
      var first = view.querySelector("template");
      while (view.firstChild !== first) view.removeChild(view.firstChild);
      view.insertBefore(texts.content.cloneNode(true), first);
      root.lang = tag;
    }
    // The theme menu shows the remembered choice, as the app's does.
    var menu = document.getElementById("theme-select");
    var remembered = read("localStorage", "portal.theme");
    if (menu && remembered) menu.value = remembered;
    if (tag !== "off") root.removeAttribute("data-first-view");
    return;
  }

  var theme = read("localStorage", "portal.theme");
  if (theme === "light" || theme === "dark") root.setAttribute("data-theme", theme);

  // The app's rule: remembered, else the browser's, else English.
  var offered = ["en", "zh", "zh-Hant", "ja", "vi"];
  function offer(tag) {
    for (var i = 0; tag && i < offered.length; i++) {
      if (offered[i].toLowerCase() === tag.toLowerCase()) return offered[i];
    }
    return null;
  }
  function browserLanguage() {
    var language = (navigator.language || "").toLowerCase();
    if (/^zh-(tw|hk|hant)/.test(language)) return "zh-Hant";
    return offer(language.split("-")[0]);
  }
  var language = offer(read("localStorage", "portal.locale")) || browserLanguage() || "en";

  // Signed-out pages other than the sign-in, from the app's folder (<base href>).
  var folder = new URL(document.baseURI).pathname;
  var path = location.pathname.indexOf(folder) === 0
    ? "/" + location.pathname.slice(folder.length)
    : location.pathname;
  var elsewhere = /^\/(register|forgot-password|set-password|sign-in\/pending)\/?$/.test(path);
  var signedIn = !!read("sessionStorage", "portal.refresh-token");
  // Another tab held a live session: a link opened here joins it once the app starts.
  var joining = !/^\/sign-in\/?$/.test(path) &&
    +read("localStorage", "portal.session-held-until") > Date.now();

  if (signedIn || elsewhere || joining) root.setAttribute("data-first-view", "off");
  else if (language !== "en") root.setAttribute("data-first-view", language);

  // Continue (or Enter) before the app is ready: marked for the app to carry out.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.closest || !form.closest("#first-view")) return;
    event.preventDefault();
    if (form.hasAttribute("data-queued")) return;
    form.setAttribute("data-queued", "");
    var button = form.querySelector("button[type=submit]");
    var label = button && button.querySelector("span");
    if (!label) return;
    button.setAttribute("aria-busy", "true");
    label.textContent = form.getAttribute("data-getting-ready") || label.textContent;
  }, true);
})();
