// The engine: the Go packages, compiled to WebAssembly, run in this worker,
// so that a long computation never freezes the page and can be stopped by
// ending the worker. Messages in: {id, fn, args}; out: {id, result}, and
// first {ready: true, limits, timing} or {ready: false, error}.
"use strict";
importScripts("wasm_exec.js");

// timing holds the times of the engine's start, in milliseconds since the
// worker began: the WebAssembly fetched and compiled, and the Go program
// started.
const timing = {};

async function load() {
	const go = new Go();
	let response = await fetch("nimber.wasm");
	if (!response.ok) {
		throw new Error("cannot load nimber.wasm: " + response.status + " " + response.statusText);
	}
	let result;
	try {
		result = await WebAssembly.instantiateStreaming(response, go.importObject);
	} catch (err) {
		// A server that sends another type than application/wasm.
		response = await fetch("nimber.wasm");
		result = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
	}
	timing.compiled = Math.round(performance.now());
	go.run(result.instance); // runs main, which sets self.nimber, until it waits
	timing.started = Math.round(performance.now());
	if (!self.nimber) {
		throw new Error("the engine did not start");
	}
	return self.nimber;
}

const engine = load();
engine.then(
	(api) => postMessage({ ready: true, limits: { ...api.limits }, timing }),
	(err) => postMessage({ ready: false, error: String(err.message || err) }),
);

// transfers returns the buffers of the typed arrays in a result, which are
// moved to the page rather than copied.
function transfers(result) {
	const list = [];
	if (result && typeof result === "object") {
		for (const v of Object.values(result)) {
			if (ArrayBuffer.isView(v)) {
				list.push(v.buffer);
			}
		}
	}
	return list;
}

onmessage = async (e) => {
	const { id, fn, args } = e.data;
	let result;
	try {
		const api = await engine;
		if (typeof api[fn] !== "function") {
			throw new Error("no function " + fn);
		}
		result = api[fn](...args);
	} catch (err) {
		result = { error: "internal error: " + (err.message || err), input: "" };
	}
	postMessage({ id, result }, transfers(result));
};
