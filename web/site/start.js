// A classic script, not a module, so that a browser runs it even for a
// page opened from the file system (file://), from which it loads neither
// the page's modules nor its worker nor its WebAssembly: there the page
// would wait for its engine for ever, so it says instead that it needs a
// web server, and how to start one.
"use strict";
if (location.protocol === "file:") {
	const dir = decodeURIComponent(location.pathname.replace(/[^/]*$/, "")) || "/";
	const code = (text) => {
		const c = document.createElement("code");
		c.textContent = text;
		return c;
	};
	const status = document.getElementById("engine-status");
	status.replaceChildren(
		"This page was opened from a file, and browsers start its engine (WebAssembly in a Web Worker) only for a page from a web server. Serve it with ",
		code("nimber serve"),
		", or serve this directory with any web server, for example ",
		code(`python3 -m http.server -d '${dir}' 8000`),
		", and open ",
		code("http://localhost:8000/"),
		".",
	);
	status.classList.add("failed");
}
