// The page: the engine, the views, and the navigation between them by the
// address's fragment (#nim, #table, #heaps, #corners, #graph, #calc).
import { Engine } from "./engine.js";
import { $ } from "./ui.js";
import { initNim } from "./nim.js";
import { initTable } from "./table.js";
import { initHeaps } from "./heaps.js";
import { initCorners } from "./corners.js";
import { initGraph } from "./graph.js";
import { initCalc } from "./calc.js";

const views = ["nim", "table", "heaps", "corners", "graph", "calc"];
const engine = new Engine();

function show() {
	const name = views.includes(location.hash.slice(1)) ? location.hash.slice(1) : views[0];
	for (const v of views) {
		$(v).hidden = v !== name;
		const tab = $("tab-" + v);
		if (v === name) {
			tab.setAttribute("aria-current", "page");
		} else {
			tab.removeAttribute("aria-current");
		}
	}
	document.body.dataset.view = name;
}

window.addEventListener("hashchange", () => {
	show();
	// Keyboard users land on the view's heading.
	const h = document.querySelector(`#${document.body.dataset.view} h2`);
	h.tabIndex = -1;
	h.focus();
});
show();

const status = $("engine-status");
engine.ready.then(
	() => {
		status.textContent = "";
		// For the browser tests: when the engine answered, and how long it
		// took the worker to compile the WebAssembly and start it.
		document.body.dataset.readyMs = Math.round(performance.now());
		document.body.dataset.compileMs = engine.timing.compiled;
		document.body.dataset.startMs = engine.timing.started - engine.timing.compiled;
	},
	(err) => {
		status.textContent = "The engine could not start: " + err.message + ". The page needs a browser with WebAssembly, served over HTTP.";
		status.classList.add("failed");
	},
);

initNim(engine);
initTable(engine);
initHeaps(engine);
initCorners(engine);
initGraph(engine);
initCalc(engine);
