// The state of the view of games with cycles: the examples, the drawing's
// geometry, the tokens being placed or moved, and the texts, as plain
// values; graph.js draws them. Vertices are numbered from 1.

export const examples = {
	nim: { edges: "7 12\n2 1\n3 1\n3 2\n4 1\n4 2\n4 3\n5 1\n5 2\n5 4\n5 6\n6 5\n6 6\n", tokens: "5 4" },
	trap: { edges: "4 4\n2 3\n2 1\n3 2\n4 3\n", tokens: "4" },
	loops: { edges: "3 4\n1 2\n2 1\n2 3\n1 1\n", tokens: "1 2" },
};

// randomGraph returns the text of a random graph of 7 to 10 vertices with
// about 1.6 edges a vertex, no edge twice and few loops, and tokens on one
// or two of them, drawn with random (as Math.random).
export function randomGraph(random = Math.random) {
	const n = 7 + Math.floor(random() * 4);
	const m = Math.round(1.6 * n);
	const seen = new Set();
	const lines = [];
	while (lines.length < m) {
		const u = 1 + Math.floor(random() * n);
		const v = 1 + Math.floor(random() * n);
		if (!seen.has(`${u} ${v}`) && (u !== v || random() < 0.2)) {
			seen.add(`${u} ${v}`);
			lines.push(`${u} ${v}`);
		}
	}
	const tokens = [1 + Math.floor(random() * n)];
	if (random() < 0.5) {
		tokens.push(1 + Math.floor(random() * n));
	}
	return { edges: `${n} ${m}\n${lines.join("\n")}\n`, tokens: tokens.join(" ") };
}

// newGame returns the game on the edges (as typed) that starts from the
// engine's analysis a, placing tokens or not. busy (the computer is
// thinking) is set and cleared by computerTurn alone.
export function newGame(edges, a, placing) {
	return { edges, analysis: a, tokens: a.tokens, over: false, busy: false, lastMover: null, selected: null, placing };
}

const outcomeWords = { win: "a win for the player to move", lose: "a loss for the player to move", draw: "a draw" };
const sumWords = { win: "whoever moves now can win", lose: "whoever moves now loses against best play", draw: "neither player can force a win: a draw with best play" };

// moveText describes the move m ({from, to}).
export const moveText = (m) => `the token on ${m.from} to ${m.to}`;

// node is the radius of a vertex's disc.
export const node = 21;

// layout places the vertices 1..n on a circle in a square of side size:
// at[v-1] is the centre of vertex v and a its angle.
export function layout(n) {
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

// arrowHead returns the path of the head of an arrow ending at (x, y),
// coming from the direction of (fx, fy).
export function arrowHead(x, y, fx, fy) {
	const d = Math.hypot(x - fx, y - fy) || 1;
	const ux = (x - fx) / d, uy = (y - fy) / d;
	const bx = x - ux * 10, by = y - uy * 10;
	return `M ${x} ${y} L ${bx - uy * 4.5} ${by + ux * 4.5} L ${bx + uy * 4.5} ${by - ux * 4.5} z`;
}

// edgePaths returns the edges of the analysis a, each drawn once, as
// {u, v, path, head}: the SVG path of the edge from u to v on the layout
// at and of its arrow's head. A loop goes outside the circle; two edges
// between the same vertices bend apart.
export function edgePaths(a, at) {
	const has = new Set(a.edges.map(([u, v]) => `${u} ${v}`));
	const drawn = new Set();
	const out = [];
	for (const [u, v] of a.edges) {
		if (drawn.has(`${u} ${v}`)) {
			continue; // a repeated edge is one move
		}
		drawn.add(`${u} ${v}`);
		const p = at[u - 1], q = at[v - 1];
		if (u === v) {
			const ox = Math.cos(p.a), oy = Math.sin(p.a);
			const cx = p.x + ox * (node + 10), cy = p.y + oy * (node + 10);
			const sx = p.x + Math.cos(p.a - 0.6) * node, sy = p.y + Math.sin(p.a - 0.6) * node;
			const ex = p.x + Math.cos(p.a + 0.6) * node, ey = p.y + Math.sin(p.a + 0.6) * node;
			const c2x = cx - oy * 22 + ox * 14, c2y = cy + ox * 22 + oy * 14;
			out.push({ u, v, path: `M ${sx} ${sy} C ${cx + oy * 22 + ox * 14} ${cy - ox * 22 + oy * 14} ${c2x} ${c2y} ${ex} ${ey}`, head: arrowHead(ex, ey, c2x, c2y) });
			continue;
		}
		const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy);
		const ux = dx / len, uy = dy / len;
		const bend = has.has(`${v} ${u}`) ? 18 : 0;
		const sx = p.x + ux * node, sy = p.y + uy * node;
		const ex = q.x - ux * (node + 1), ey = q.y - uy * (node + 1);
		const mx = (sx + ex) / 2 - uy * bend, my = (sy + ey) / 2 + ux * bend;
		out.push({ u, v, path: `M ${sx} ${sy} Q ${mx} ${my} ${ex} ${ey}`, head: arrowHead(ex, ey, mx, my) });
	}
	return out;
}

// moves returns the vertices that an edge of the analysis a leads to from
// vertex u, each once, in the order of the edges.
export const moves = (a, u) => [...new Set(a.edges.filter(([w]) => w === u).map(([, v]) => v))];

// selectedVertex returns the vertex of the token selected in game, or 0.
export const selectedVertex = (game) => (game.selected === null ? 0 : game.tokens[game.selected]);

// vertex returns what the drawing shows of vertex v (from 1) of game: its
// class, its number of tokens, its name for a screen reader, and the
// distance from its centre of its value's label (beyond a loop if it has
// one).
export function vertex(game, v) {
	const a = game.analysis;
	const selected = selectedVertex(game);
	const count = game.tokens.filter((t) => t === v).length;
	const outcome = a.outcomes[v - 1];
	let cls = `vertex ${outcome}`;
	if (v === selected) {
		cls += " selected";
	}
	if (selected && moves(a, selected).includes(v)) {
		cls += " option";
	}
	const loop = a.edges.some(([x, y]) => x === v && y === v);
	return {
		cls, count,
		label: `vertex ${v}: value ${a.values[v - 1]}, ${outcomeWords[outcome]}` + (count ? `; ${count} token${count > 1 ? "s" : ""}` : ""),
		out: loop ? node + 52 : node + 26,
	};
}

// row returns the row of vertex v (from 1) in the table of the analysis
// a: its moves, and its outcome with its remoteness when known.
export function row(a, v) {
	const r = a.remoteness[v - 1];
	return { moves: moves(a, v).join(" ") || "none", outcome: a.outcomes[v - 1] + (r >= 0 ? ` in ${r}` : "") };
}

// ruleText returns the sentence under the drawing: the sum of the tokens'
// values and who wins it.
export function ruleText(a) {
	return a.tokens.length === 0 ? "No tokens: place some by clicking vertices." :
		`The tokens' values (${a.tokens.map((t) => a.values[t - 1]).join(" + ")}) sum to ${a.sum}: ${sumWords[a.outcome]}.`;
}

export const yourMoveStatus = "Your move: choose a token, then the vertex it moves to. Escape cancels.";

// endStatus returns the status line, {text, cls}, of a game that the last
// move of lastMover ended.
export function endStatus(lastMover) {
	return lastMover === "you" ?
		{ text: "You win! No token can move.", cls: "win" } :
		{ text: "The computer wins: no token can move.", cls: "lose" };
}

// place returns the tokens after a click on vertex v while placing: its
// token taken off if it has one, else one put there; or an error when
// max tokens are there already.
export function place(tokens, v, max) {
	const next = [...tokens];
	const i = next.indexOf(v);
	if (i >= 0) {
		next.splice(i, 1);
	} else if (next.length >= max) {
		return { error: `At most ${max} tokens here; click a token's vertex to take it off.` };
	} else {
		next.push(v);
	}
	return { tokens: next };
}

// select returns the token to move after a click on vertex v, or an error
// when v has none or no move leaves it.
export function select(game, v) {
	const i = game.tokens.indexOf(v);
	if (i < 0) {
		return { error: `Vertex ${v} has no token: choose a vertex with one.` };
	}
	if (!game.analysis.edges.some(([u]) => u === v)) {
		return { error: `No move leaves vertex ${v}.` };
	}
	return { token: i, status: `Token on ${v}: now the vertex it moves to (outlined). Escape cancels.` };
}
