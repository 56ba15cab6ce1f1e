// The view of games with cycles: a directed graph typed as edges (as
// nimber graph reads them) or taken from the examples, drawn with each
// vertex's generalized Sprague–Grundy value and outcome; tokens placed by
// clicking, and a game against the computer, which wins where it can and
// never loses a drawn position. This is the renderer; the geometry, the
// game and its texts are in graph-state.js.
import { $, el, Errors, computerTurn, showHints } from "./ui.js";
import * as S from "./graph-state.js";

// svg returns a new SVG element with the given attributes and children,
// in the namespace of the page's picture.
function svg(tag, attrs = {}, ...children) {
	const e = document.createElementNS($("graph-svg").namespaceURI, tag);
	for (const [k, v] of Object.entries(attrs)) {
		e.setAttribute(k, v);
	}
	e.append(...children);
	return e;
}

export function initGraph(engine) {
	const view = $("graph");
	const errors = new Errors({ edges: "graph-edges", tokens: "graph-tokens" }, "graph-edges");
	const moveErrors = new Errors({ move: "graph-move-error", tokens: "graph-move-error", edges: "graph-move-error" }, "graph-move-error");
	let game = null; // S.newGame's

	const status = (text, cls = "") => {
		$("graph-status").textContent = text;
		$("graph-status").className = "status " + cls;
	};

	function draw() {
		const a = game.analysis;
		const { size, at } = S.layout(a.n);
		const node = S.node;
		const pic = $("graph-svg");
		pic.setAttribute("viewBox", `0 0 ${size} ${size}`);
		pic.setAttribute("width", size);
		pic.setAttribute("height", size);
		const selected = S.selectedVertex(game);
		const lines = S.edgePaths(a, at).flatMap((e) => {
			const cls = "edge" + (e.u === selected ? " from-selected" : "");
			return [svg("path", { d: e.path, class: cls }), svg("path", { d: e.head, class: cls.replace("edge", "arrowhead") })];
		});
		const vertices = at.map((p, i) => {
			const v = i + 1;
			const x = S.vertex(game, v);
			const lx = p.x + Math.cos(p.a) * x.out, ly = p.y + Math.sin(p.a) * x.out + 5;
			const tokens = [];
			for (let k = 0; k < x.count; k++) {
				tokens.push(svg("circle", { cx: p.x + node * 0.75 - k * 9, cy: p.y - node * 0.8, r: 7, class: "token" }));
			}
			return svg("g", { class: x.cls, id: `vertex-${v}`, tabindex: "0", role: "button", "aria-label": x.label, "data-v": v },
				svg("title", {}, x.label),
				svg("circle", { cx: p.x, cy: p.y, r: node, class: "disc" }),
				svg("text", { x: p.x, y: p.y + 5, class: "number" }, String(v)),
				svg("text", { x: lx, y: ly, class: "value" }, a.values[i]),
				...tokens);
		});
		pic.replaceChildren(...lines, ...vertices);

		// The same, as a table.
		$("graph-table").tBodies[0].replaceChildren(...a.values.map((val, i) => {
			const r = S.row(a, i + 1);
			return el("tr", {},
				el("th", { scope: "row", textContent: String(i + 1) }),
				el("td", { textContent: r.moves }),
				el("td", { className: "value", textContent: val }),
				el("td", { className: a.outcomes[i], textContent: r.outcome }));
		}));
		$("graph-rule").textContent = S.ruleText(a);
		for (const id of ["graph-hint", "graph-computer"]) {
			$(id).disabled = game.over || game.busy || game.placing;
		}
	}

	function focusVertex(v) {
		const g = $(`vertex-${v}`);
		if (g) {
			g.focus();
		}
	}

	// show shows the analysis a of the position, and the end of the game.
	function show(a) {
		game.analysis = a;
		game.tokens = a.tokens;
		view.dataset.tokens = a.tokens.join(" "); // for the browser tests
		$("graph-hints").replaceChildren();
		if (a.over && !game.placing && game.lastMover) {
			game.over = true;
			const end = S.endStatus(game.lastMover);
			status(end.text, end.cls);
		}
		draw();
		return true;
	}

	function yourMove() {
		if (!game.over && !game.placing) {
			status(game.analysis.over ? "No token can move." : S.yourMoveStatus);
		}
	}

	async function analyse(tokens) {
		const a = await engine.call("graph", game.edges, tokens);
		return !moveErrors.show(a) && show(a);
	}

	const computerMove = () => computerTurn(view, game, draw, status, moveErrors, async () => {
		const r = await engine.call("graphComputer", game.edges, game.tokens);
		if (moveErrors.show(r)) {
			return false;
		}
		$("graph-log").append(el("li", { textContent: `Computer: ${S.moveText(r.move)}` }));
		view.dataset.computerWas = r.was;
		game.lastMover = "computer";
		game.selected = null;
		show(r);
		yourMove();
		return true;
	});

	async function choose(v) {
		moveErrors.clear();
		if (game.placing) {
			const p = S.place(game.tokens, v, engine.limits.tokens);
			if (p.error) {
				moveErrors.show({ error: p.error, input: "move" });
				return;
			}
			$("graph-tokens").value = p.tokens.join(" ");
			await analyse(p.tokens);
			return;
		}
		if (game.selected === null) {
			const t = S.select(game, v);
			if (t.error) {
				moveErrors.show({ error: t.error, input: "move" });
				return;
			}
			game.selected = t.token;
			draw();
			status(t.status);
			return;
		}
		const m = { token: game.selected, from: game.tokens[game.selected], to: v };
		const r = await engine.call("graphMove", game.edges, game.tokens, { token: m.token, to: v });
		if (moveErrors.show(r)) {
			return;
		}
		$("graph-log").append(el("li", { textContent: `You: ${S.moveText(m)}` }));
		game.selected = null;
		game.lastMover = "you";
		show(r);
		if (!game.over) {
			await computerMove();
		}
	}

	async function activate(g) {
		if (!game || game.over || game.busy) {
			return;
		}
		const v = Number(g.dataset.v);
		try {
			await choose(v);
		} catch (err) {
			moveErrors.fail(err);
		}
		focusVertex(v);
	}

	$("graph-svg").addEventListener("click", (e) => {
		const g = e.target.closest("g.vertex");
		if (g) {
			activate(g);
		}
	});
	$("graph-svg").addEventListener("keydown", (e) => {
		const g = e.target.closest("g.vertex");
		if (!g || !game) {
			return;
		}
		if (e.key === "Enter" || e.key === " ") {
			e.preventDefault();
			activate(g);
		} else if (e.key === "Escape" && game.selected !== null) {
			game.selected = null;
			draw();
			yourMove();
			focusVertex(Number(g.dataset.v));
		}
	});

	$("graph-setup").addEventListener("submit", async (e) => {
		e.preventDefault();
		errors.clear();
		moveErrors.clear();
		try {
			const edges = $("graph-edges").value;
			const a = await engine.call("graph", edges, $("graph-tokens").value);
			if (errors.show(a)) {
				return;
			}
			game = S.newGame(edges, a, $("graph-place").getAttribute("aria-pressed") === "true");
			$("graph-log").replaceChildren();
			$("graph-hints").replaceChildren();
			$("graph-board").hidden = false;
			status("");
			show(a);
			if (a.over && !game.placing) {
				game.over = true;
				status("No token can move: whoever moves first loses.", "lose");
				draw();
			} else if ($("graph-first").value === "computer" && !game.placing) {
				await computerMove();
			} else {
				yourMove();
			}
		} catch (err) {
			errors.fail(err);
		}
	});

	$("graph-example").addEventListener("change", () => {
		const name = $("graph-example").value;
		if (!name) {
			$("graph-edges").focus();
			return;
		}
		const ex = name === "random" ? S.randomGraph() : S.examples[name];
		$("graph-edges").value = ex.edges;
		$("graph-tokens").value = ex.tokens;
		$("graph-setup").requestSubmit();
	});
	$("graph-edges").addEventListener("input", () => {
		$("graph-example").value = "";
	});

	$("graph-place").addEventListener("click", () => {
		const on = $("graph-place").getAttribute("aria-pressed") !== "true";
		$("graph-place").setAttribute("aria-pressed", String(on));
		if (!game) {
			return;
		}
		game.placing = on;
		game.selected = null;
		game.over = false;
		game.lastMover = null;
		moveErrors.clear();
		draw();
		if (on) {
			status("Placing tokens: a click (or Enter) on a vertex puts a token there, or takes it off.");
		} else {
			yourMove();
		}
	});

	$("graph-hint").addEventListener("click", () => {
		const a = game.analysis;
		const what = a.outcome === "draw" ? "Keep the draw: " : "";
		showHints("graph-hints", a, (m) => el("li", { textContent: what + "move " + S.moveText(m), "data-tokens": m.tokens.join(" ") }),
			"No winning move: the sum is 0, so every move loses against best play.");
	});

	$("graph-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("graph-setup").requestSubmit(), () => {});
}
