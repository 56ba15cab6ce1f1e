// The view of games with cycles: a directed graph typed as edges (as
// nimber graph reads them) or taken from the examples, drawn with each
// vertex's generalized Sprague–Grundy value and outcome; tokens placed by
// clicking, and a game against the computer, which wins where it can and
// never loses a drawn position.
import { $, el, Errors, computerTurn, showHints } from "./ui.js";

const examples = {
	nim: { edges: "7 12\n2 1\n3 1\n3 2\n4 1\n4 2\n4 3\n5 1\n5 2\n5 4\n5 6\n6 5\n6 6\n", tokens: "5 4" },
	trap: { edges: "4 4\n2 3\n2 1\n3 2\n4 3\n", tokens: "4" },
	loops: { edges: "3 4\n1 2\n2 1\n2 3\n1 1\n", tokens: "1 2" },
};

// randomGraph returns the text of a random graph of 7 to 10 vertices with
// about 1.6 edges a vertex, and tokens on one or two of them.
function randomGraph() {
	const n = 7 + Math.floor(Math.random() * 4);
	const m = Math.round(1.6 * n);
	const seen = new Set();
	const lines = [];
	while (lines.length < m) {
		const u = 1 + Math.floor(Math.random() * n);
		const v = 1 + Math.floor(Math.random() * n);
		if (!seen.has(`${u} ${v}`) && (u !== v || Math.random() < 0.2)) {
			seen.add(`${u} ${v}`);
			lines.push(`${u} ${v}`);
		}
	}
	const tokens = [1 + Math.floor(Math.random() * n)];
	if (Math.random() < 0.5) {
		tokens.push(1 + Math.floor(Math.random() * n));
	}
	return { edges: `${n} ${m}\n${lines.join("\n")}\n`, tokens: tokens.join(" ") };
}

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

const outcomeWords = { win: "a win for the player to move", lose: "a loss for the player to move", draw: "a draw" };

export function initGraph(engine) {
	const view = $("graph");
	const errors = new Errors({ edges: "graph-edges", tokens: "graph-tokens" }, "graph-edges");
	const moveErrors = new Errors({ move: "graph-move-error", tokens: "graph-move-error", edges: "graph-move-error" }, "graph-move-error");
	let game = null; // {edges, analysis, tokens, over, busy, lastMover, selected, placing}

	const status = (text, cls = "") => {
		$("graph-status").textContent = text;
		$("graph-status").className = "status " + cls;
	};
	const moveText = (m) => `the token on ${m.from} to ${m.to}`;

	// layout places the vertices 1..n on a circle.
	function layout(n) {
		const r = Math.max(120, n * 18);
		const pad = 90;
		const size = 2 * (r + pad);
		const at = [];
		for (let v = 0; v < n; v++) {
			const a = (2 * Math.PI * v) / n - Math.PI / 2;
			at.push({ x: size / 2 + r * Math.cos(a), y: size / 2 + r * Math.sin(a), a });
		}
		return { size, at };
	}

	function draw() {
		const a = game.analysis;
		const { size, at } = layout(a.n);
		const node = 21;
		const pic = $("graph-svg");
		pic.setAttribute("viewBox", `0 0 ${size} ${size}`);
		pic.setAttribute("width", size);
		pic.setAttribute("height", size);
		// arrow returns the head of an arrow ending at (x, y), coming from
		// the direction of (fx, fy).
		const arrow = (x, y, fx, fy, cls) => {
			const d = Math.hypot(x - fx, y - fy) || 1;
			const ux = (x - fx) / d, uy = (y - fy) / d;
			const bx = x - ux * 10, by = y - uy * 10;
			return svg("path", { d: `M ${x} ${y} L ${bx - uy * 4.5} ${by + ux * 4.5} L ${bx + uy * 4.5} ${by - ux * 4.5} z`, class: cls.replace("edge", "arrowhead") });
		};
		const has = new Set(a.edges.map(([u, v]) => `${u} ${v}`));
		const lines = [];
		const drawn = new Set();
		const selected = game.selected === null ? 0 : game.tokens[game.selected];
		for (const [u, v] of a.edges) {
			if (drawn.has(`${u} ${v}`)) {
				continue; // a repeated edge is one move
			}
			drawn.add(`${u} ${v}`);
			const p = at[u - 1], q = at[v - 1];
			const cls = "edge" + (u === selected ? " from-selected" : "");
			if (u === v) {
				// A loop outside the circle.
				const ox = Math.cos(p.a), oy = Math.sin(p.a);
				const cx = p.x + ox * (node + 10), cy = p.y + oy * (node + 10);
				const sx = p.x + Math.cos(p.a - 0.6) * node, sy = p.y + Math.sin(p.a - 0.6) * node;
				const ex = p.x + Math.cos(p.a + 0.6) * node, ey = p.y + Math.sin(p.a + 0.6) * node;
				const c2x = cx - oy * 22 + ox * 14, c2y = cy + ox * 22 + oy * 14;
				lines.push(svg("path", { d: `M ${sx} ${sy} C ${cx + oy * 22 + ox * 14} ${cy - ox * 22 + oy * 14} ${c2x} ${c2y} ${ex} ${ey}`, class: cls }), arrow(ex, ey, c2x, c2y, cls));
				continue;
			}
			const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy);
			const ux = dx / len, uy = dy / len;
			// Two edges between the same vertices bend apart.
			const bend = has.has(`${v} ${u}`) ? 18 : 0;
			const sx = p.x + ux * node, sy = p.y + uy * node;
			const ex = q.x - ux * (node + 1), ey = q.y - uy * (node + 1);
			const mx = (sx + ex) / 2 - uy * bend, my = (sy + ey) / 2 + ux * bend;
			lines.push(svg("path", { d: `M ${sx} ${sy} Q ${mx} ${my} ${ex} ${ey}`, class: cls }), arrow(ex, ey, mx, my, cls));
		}
		const options = new Set(selected ? a.edges.filter(([u]) => u === selected).map(([, v]) => v) : []);
		const vertices = at.map((p, i) => {
			const v = i + 1;
			const count = game.tokens.filter((t) => t === v).length;
			const outcome = a.outcomes[i];
			let cls = `vertex ${outcome}`;
			if (v === selected) {
				cls += " selected";
			}
			if (options.has(v)) {
				cls += " option";
			}
			// The value outside the circle, beyond a loop if there is one.
			const out = has.has(`${v} ${v}`) ? node + 52 : node + 26;
			const lx = p.x + Math.cos(p.a) * out, ly = p.y + Math.sin(p.a) * out + 5;
			const tokens = [];
			for (let k = 0; k < count; k++) {
				tokens.push(svg("circle", { cx: p.x + node * 0.75 - k * 9, cy: p.y - node * 0.8, r: 7, class: "token" }));
			}
			const label = `vertex ${v}: value ${a.values[i]}, ${outcomeWords[outcome]}` + (count ? `; ${count} token${count > 1 ? "s" : ""}` : "");
			return svg("g", { class: cls, id: `vertex-${v}`, tabindex: "0", role: "button", "aria-label": label, "data-v": v },
				svg("title", {}, label),
				svg("circle", { cx: p.x, cy: p.y, r: node, class: "disc" }),
				svg("text", { x: p.x, y: p.y + 5, class: "number" }, String(v)),
				svg("text", { x: lx, y: ly, class: "value" }, a.values[i]),
				...tokens);
		});
		pic.replaceChildren(...lines, ...vertices);

		// The same, as a table.
		$("graph-table").tBodies[0].replaceChildren(...a.values.map((val, i) => {
			const moves = [...new Set(a.edges.filter(([u]) => u === i + 1).map(([, v]) => v))];
			const r = a.remoteness[i];
			return el("tr", {},
				el("th", { scope: "row", textContent: String(i + 1) }),
				el("td", { textContent: moves.join(" ") || "none" }),
				el("td", { className: "value", textContent: val }),
				el("td", { className: a.outcomes[i], textContent: a.outcomes[i] + (r >= 0 ? ` in ${r}` : "") }));
		}));
		const sumWords = { win: "whoever moves now can win", lose: "whoever moves now loses against best play", draw: "neither player can force a win: a draw with best play" };
		$("graph-rule").textContent = a.tokens.length === 0 ? "No tokens: place some by clicking vertices." :
			`The tokens' values (${a.tokens.map((t) => a.values[t - 1]).join(" + ")}) sum to ${a.sum}: ${sumWords[a.outcome]}.`;
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
			const youWon = game.lastMover === "you";
			status(youWon ? "You win! No token can move." : "The computer wins: no token can move.", youWon ? "win" : "lose");
		}
		draw();
		return true;
	}

	function yourMove() {
		if (!game.over && !game.placing) {
			status(game.analysis.over ? "No token can move." : "Your move: choose a token, then the vertex it moves to. Escape cancels.");
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
		$("graph-log").append(el("li", { textContent: `Computer: ${moveText(r.move)}` }));
		view.dataset.computerWas = r.was;
		game.lastMover = "computer";
		game.selected = null;
		game.busy = false;
		show(r);
		yourMove();
		return true;
	});

	async function choose(v) {
		moveErrors.clear();
		if (game.placing) {
			const tokens = [...game.tokens];
			const i = tokens.indexOf(v);
			if (i >= 0) {
				tokens.splice(i, 1);
			} else if (tokens.length >= engine.limits.tokens) {
				moveErrors.show({ error: `At most ${engine.limits.tokens} tokens here; click a token's vertex to take it off.`, input: "move" });
				return;
			} else {
				tokens.push(v);
			}
			$("graph-tokens").value = tokens.join(" ");
			await analyse(tokens);
			return;
		}
		if (game.selected === null) {
			const i = game.tokens.indexOf(v);
			if (i < 0) {
				moveErrors.show({ error: `Vertex ${v} has no token: choose a vertex with one.`, input: "move" });
				return;
			}
			if (!game.analysis.edges.some(([u]) => u === v)) {
				moveErrors.show({ error: `No move leaves vertex ${v}.`, input: "move" });
				return;
			}
			game.selected = i;
			draw();
			status(`Token on ${v}: now the vertex it moves to (outlined). Escape cancels.`);
			return;
		}
		const m = { token: game.selected, from: game.tokens[game.selected], to: v };
		const r = await engine.call("graphMove", game.edges, game.tokens, { token: m.token, to: v });
		if (moveErrors.show(r)) {
			return;
		}
		$("graph-log").append(el("li", { textContent: `You: ${moveText(m)}` }));
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
			game = {
				edges, analysis: a, tokens: a.tokens, over: false, busy: false, lastMover: null, selected: null,
				placing: $("graph-place").getAttribute("aria-pressed") === "true",
			};
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
		const ex = name === "random" ? randomGraph() : examples[name];
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
		showHints("graph-hints", a, (m) => el("li", { textContent: what + "move " + moveText(m), "data-tokens": m.tokens.join(" ") }),
			"No winning move: the sum is 0, so every move loses against best play.");
	});

	$("graph-computer").addEventListener("click", () => computerMove());

	engine.ready.then(() => $("graph-setup").requestSubmit(), () => {});
}
