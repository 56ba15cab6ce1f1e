import { test } from "node:test";
import assert from "node:assert/strict";
import { Engine, defaultTimeLimit } from "../site/engine.js";

// fakeWorker is a worker whose bridge answers {echo: args} to every
// function, except "hang", which never answers, and "crash", which fails
// the worker. workers lists every worker made.
function fakeWorkers() {
	const workers = [];
	const make = () => {
		const w = {
			terminated: false,
			terminate() {
				this.terminated = true;
			},
			postMessage({ id, fn, args }) {
				if (this.terminated || fn === "hang") {
					return;
				}
				if (fn === "crash") {
					setTimeout(() => this.onerror({ message: "crashed", preventDefault() {} }));
					return;
				}
				setTimeout(() => this.onmessage({ data: { id, result: { echo: args } } }));
			},
		};
		setTimeout(() => w.onmessage({ data: { ready: true, limits: { tokens: 8 }, timing: { compiled: 1, started: 2 } } }));
		workers.push(w);
		return w;
	};
	return { workers, make };
}

test("Engine answers calls, stops one beyond its time limit, and starts again", async () => {
	const { workers, make } = fakeWorkers();
	const e = new Engine(50, make);
	await e.ready;
	assert.deepEqual(e.limits, { tokens: 8 });
	assert.deepEqual(await e.call("eval", "2*2"), { echo: ["2*2"] });
	const t0 = Date.now();
	await assert.rejects(e.call("hang"), { message: "stopped after 0.05 s: that asks too much of a browser; try a smaller size" });
	assert.ok(Date.now() - t0 >= 45, "stopped too soon");
	assert.equal(workers.length, 2);
	assert.ok(workers[0].terminated);
	assert.deepEqual(await e.call("eval", "3"), { echo: ["3"] });
	assert.equal(e.pending.size, 0);
	assert.equal(new Engine(undefined, make).timeLimit, defaultTimeLimit);
});

test("Engine rejects the pending calls of a worker that failed", async () => {
	const { make } = fakeWorkers();
	const e = new Engine(1000, make);
	await e.ready;
	const slow = e.call("hang");
	await assert.rejects(e.call("crash"), { message: "the engine failed: crashed" });
	await assert.rejects(slow, { message: "the engine failed: crashed" });
});

test("Engine that cannot start rejects ready and every call", async () => {
	const e = new Engine(1000, () => {
		const w = { postMessage() {}, terminate() {} };
		setTimeout(() => w.onmessage({ data: { ready: false, error: "cannot load nimber.wasm: 404" } }));
		return w;
	});
	await assert.rejects(e.ready, { message: "cannot load nimber.wasm: 404" });
	await assert.rejects(e.call("eval", "1"), { message: "cannot load nimber.wasm: 404" });
});
