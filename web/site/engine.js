// The page's side of the engine: calls go to the worker, answers come back
// as promises. A call that takes longer than the time limit ends the
// worker, which is started again.

// defaultTimeLimit is the time a call may take, in milliseconds.
export const defaultTimeLimit = 10000;

export class Engine {
	// The engine runs in the worker that newWorker returns (a Web Worker
	// of worker.js in the page; the unit tests pass a fake), and stops a
	// call after timeLimit milliseconds, the value of the property when the
	// call is made.
	constructor(timeLimit = defaultTimeLimit, newWorker = () => new Worker("worker.js")) {
		this.timeLimit = timeLimit;
		this.newWorker = newWorker;
		this.nextId = 1;
		this.start();
	}

	start() {
		this.pending = new Map();
		this.worker = this.newWorker();
		this.ready = new Promise((resolve, reject) => {
			this.worker.onmessage = (e) => {
				const m = e.data;
				if ("ready" in m) {
					if (m.ready) {
						this.limits = m.limits;
						this.timing = m.timing;
						resolve(this);
					} else {
						reject(new Error(m.error));
					}
					return;
				}
				const call = this.pending.get(m.id);
				if (call) {
					this.pending.delete(m.id);
					clearTimeout(call.timer);
					call.resolve(m.result);
				}
			};
			this.worker.onerror = (e) => {
				e.preventDefault();
				const err = new Error("the engine failed: " + (e.message || "unknown error"));
				reject(err);
				this.fail(err);
			};
		});
		this.ready.catch(() => {});
	}

	// fail rejects every pending call with err.
	fail(err) {
		for (const call of this.pending.values()) {
			clearTimeout(call.timer);
			call.reject(err);
		}
		this.pending.clear();
	}

	// call calls the bridge function fn with args. It resolves to the
	// function's result, an object that holds error and input when the
	// input was bad, and rejects when the engine cannot answer in time.
	async call(fn, ...args) {
		await this.ready;
		const limit = this.timeLimit;
		return new Promise((resolve, reject) => {
			const id = this.nextId++;
			const timer = setTimeout(() => {
				const err = new Error(`stopped after ${limit / 1000} s: that asks too much of a browser; try a smaller size`);
				this.worker.terminate();
				this.fail(err);
				this.start();
			}, limit);
			this.pending.set(id, { resolve, reject, timer });
			this.worker.postMessage({ id, fn, args });
		});
	}
}
