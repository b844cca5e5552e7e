// Starts Swagger UI on /docs from the locally served bundle; a file rather than an inline script, so that the
// Content-Security-Policy needs no 'unsafe-inline'.
(function () {
  "use strict";
  var container = document.getElementById("swagger-ui");
  if (!container || typeof window.SwaggerUIBundle !== "function") return;
  window.ui = window.SwaggerUIBundle({
    url: container.getAttribute("data-spec-url") || "/openapi.json",
    domNode: container,
    deepLinking: true,
    // No call to the public validator service: nothing leaves this site.
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: true,
  });
})();
