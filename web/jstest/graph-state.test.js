import { test } from "node:test";
import assert from "node:assert/strict";
import * as S from "../site/graph-state.js";
import { prng } from "./prng.js";

// parse reads the text of a graph as nimber graph does: "n m", then m
// lines "u v".
function parse(text) {
	const lines = text.trim().split("\n").map((l) => l.split(" ").map(Number));
	const [n, m] = lines[0];
	return { n, m, edges: lines.slice(1) };
}

test("randomGraph draws 7 to 10 vertices, 1.6 edges a vertex, none twice, one or two tokens", () => {
	const random = prng(5);
	const sizes = new Set(), loops = [0, 0];
	for (let k = 0; k < 200; k++) {
		const g = S.randomGraph(random);
		const { n, m, edges } = parse(g.edges);
		assert.ok(g.edges.endsWith("\n"));
		sizes.add(n);
		assert.ok(n >= 7 && n <= 10, `n = ${n}`);
		assert.equal(m, Math.round(1.6 * n));
		assert.equal(edges.length, m);
		assert.equal(new Set(edges.map((e) => e.join(" "))).size, m, "an edge twice");
		for (const [u, v] of edges) {
			assert.ok(u >= 1 && u <= n && v >= 1 && v <= n, `edge ${u} ${v}`);
			loops[u === v ? 1 : 0]++;
		}
		const tokens = g.tokens.split(" ").map(Number);
		assert.ok(tokens.length === 1 || tokens.length === 2);
		assert.ok(tokens.every((t) => t >= 1 && t <= n));
	}
	assert.deepEqual([...sizes].sort((a, b) => a - b), [7, 8, 9, 10]);
	// A loop is kept one time in five: loops are rarer than 1/n of the edges.
	assert.ok(loops[1] > 0 && loops[1] / (loops[0] + loops[1]) < 0.06, `loops ${loops}`);
	for (const ex of Object.values(S.examples)) {
		const { m, edges } = parse(ex.edges);
		assert.equal(edges.length, m);
	}
});

test("layout puts the vertices on a circle, the first at the top, clockwise", () => {
	for (let n = 1; n <= 30; n++) {
		const { size, at } = S.layout(n);
		const r = Math.max(120, n * 18);
		assert.equal(size, 2 * (r + 90));
		at.forEach((p, i) => {
			assert.ok(Math.abs(Math.hypot(p.x - size / 2, p.y - size / 2) - r) < 1e-9);
			const next = at[(i + 1) % n];
			// Evenly spaced, and clockwise on the screen, whose y axis
			// points down.
			assert.ok(Math.abs(Math.hypot(next.x - p.x, next.y - p.y) - Math.hypot(at[1 % n].x - at[0].x, at[1 % n].y - at[0].y)) < 1e-9);
			if (n >= 3) {
				assert.ok((p.x - size / 2) * (next.y - size / 2) - (p.y - size / 2) * (next.x - size / 2) > 0);
			}
		});
		assert.ok(Math.abs(at[0].x - size / 2) < 1e-9 && at[0].y < size / 2);
	}
});

// points returns the numbers of a path as [x, y] pairs.
function points(path) {
	const xs = path.match(/-?[0-9.e+-]+/g).map(Number);
	const out = [];
	for (let i = 0; i < xs.length; i += 2) {
		out.push([xs[i], xs[i + 1]]);
	}
	return out;
}

test("edgePaths draws each edge once, from the rim of its start to that of its end", () => {
	const a = { edges: [[1, 2], [2, 1], [1, 2], [2, 3], [3, 3], [1, 1]] };
	const { at } = S.layout(3);
	const paths = S.edgePaths(a, at);
	assert.deepEqual(paths.map((e) => [e.u, e.v]), [[1, 2], [2, 1], [2, 3], [3, 3], [1, 1]]);
	for (const e of paths) {
		const ps = points(e.path);
		const p = at[e.u - 1], q = at[e.v - 1];
		const [sx, sy] = ps[0], [ex, ey] = ps[ps.length - 1];
		assert.ok(Math.abs(Math.hypot(sx - p.x, sy - p.y) - S.node) < 1e-9, `start of ${e.u} ${e.v}`);
		const end = e.u === e.v ? S.node : S.node + 1;
		assert.ok(Math.abs(Math.hypot(ex - q.x, ey - q.y) - end) < 1e-9, `end of ${e.u} ${e.v}`);
		// The arrow's head has its tip where the edge ends.
		const [tx, ty] = points(e.head)[0];
		assert.ok(Math.abs(tx - ex) < 1e-9 && Math.abs(ty - ey) < 1e-9);
	}
	// 1 -> 2 and 2 -> 1 bend apart: their middle points differ.
	assert.notDeepEqual(points(paths[0].path)[1], points(paths[1].path)[1]);
	// 2 -> 3 alone is straight: its control point is on the line.
	const [[sx, sy], [mx, my], [ex, ey]] = points(paths[2].path);
	assert.ok(Math.abs((mx - sx) * (ey - sy) - (my - sy) * (ex - sx)) < 1e-6);
});

test("arrowHead is a triangle 10 long and 9 wide with its tip at the end", () => {
	const ps = points(S.arrowHead(100, 50, 0, 50));
	assert.deepEqual(ps, [[100, 50], [90, 54.5], [90, 45.5]]);
});

const analysis = {
	n: 4,
	edges: [[1, 2], [1, 3], [1, 2], [2, 2], [3, 4]],
	values: ["2", "∞(1)", "1", "0"],
	outcomes: ["win", "draw", "win", "lose"],
	remoteness: [1, -1, 1, 0],
	tokens: [1, 3, 3],
	sum: "3",
	outcome: "win",
};

test("vertex, row and ruleText describe the analysis", () => {
	const game = S.newGame("...", analysis, false);
	assert.deepEqual(S.moves(analysis, 1), [2, 3]);
	assert.deepEqual(S.moves(analysis, 4), []);
	assert.deepEqual(S.row(analysis, 1), { moves: "2 3", outcome: "win in 1" });
	assert.deepEqual(S.row(analysis, 2), { moves: "2", outcome: "draw" });
	assert.deepEqual(S.row(analysis, 4), { moves: "none", outcome: "lose in 0" });
	assert.deepEqual(S.vertex(game, 3), { cls: "vertex win", count: 2, label: "vertex 3: value 1, a win for the player to move; 2 tokens", out: S.node + 26 });
	assert.deepEqual(S.vertex(game, 2), { cls: "vertex draw", count: 0, label: "vertex 2: value ∞(1), a draw", out: S.node + 52 });
	game.selected = 0; // the token on 1
	assert.equal(S.selectedVertex(game), 1);
	assert.equal(S.vertex(game, 1).cls, "vertex win selected");
	assert.equal(S.vertex(game, 2).cls, "vertex draw option");
	assert.equal(S.vertex(game, 3).cls, "vertex win option");
	assert.equal(S.vertex(game, 4).cls, "vertex lose");
	assert.equal(S.vertex(game, 1).label, "vertex 1: value 2, a win for the player to move; 1 token");
	assert.equal(S.ruleText(analysis), "The tokens' values (2 + 1 + 1) sum to 3: whoever moves now can win.");
	assert.equal(S.ruleText({ ...analysis, tokens: [] }), "No tokens: place some by clicking vertices.");
	assert.equal(S.moveText({ from: 1, to: 3 }), "the token on 1 to 3");
});

test("place puts a token on a vertex or takes it off, to the limit", () => {
	assert.deepEqual(S.place([1, 3], 2, 3), { tokens: [1, 3, 2] });
	assert.deepEqual(S.place([1, 3, 3], 3, 3), { tokens: [1, 3] });
	assert.deepEqual(S.place([1, 3, 2], 4, 3), { error: "At most 3 tokens here; click a token's vertex to take it off." });
	const tokens = [1];
	S.place(tokens, 2, 3);
	assert.deepEqual(tokens, [1], "place changed its argument");
});

test("select picks a token that can move", () => {
	const game = S.newGame("...", analysis, false);
	assert.deepEqual(S.select(game, 3), { token: 1, status: "Token on 3: now the vertex it moves to (outlined). Escape cancels." });
	assert.deepEqual(S.select(game, 2), { error: "Vertex 2 has no token: choose a vertex with one." });
	assert.deepEqual(S.select({ ...game, tokens: [4] }, 4), { error: "No move leaves vertex 4." });
	assert.equal(S.endStatus("you").cls, "win");
	assert.equal(S.endStatus("computer").cls, "lose");
});
