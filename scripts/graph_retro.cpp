// graph_retro: a plain retrograde win/lose/draw solver with fast input and
// output, the yardstick of "nimber graph -outcome" in scripts/graphbench.sh.
// It reads a graph in the contest format ("N M", then M lines "U V", a move
// from U to V, 1-based) from the file named by its argument or from
// standard input, and prints for each vertex "win R", "lose R" or "draw",
// R the remoteness, exactly as nimber graph -outcome does. It trusts its
// input. Build it by hand; it is not part of the module or of CI:
//
//	g++ -O2 -o graph_retro scripts/graph_retro.cpp
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static std::vector<char> in;
static size_t pos;

static long long next_int() {
	while (pos < in.size() && (in[pos] < '0' || in[pos] > '9')) pos++;
	long long v = 0;
	while (pos < in.size() && in[pos] >= '0' && in[pos] <= '9') v = v * 10 + (in[pos++] - '0');
	return v;
}

int main(int argc, char **argv) {
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : stdin;
	if (!f) {
		perror(argv[1]);
		return 1;
	}
	// A file is read at once, at its size; standard input in growing blocks.
	size_t got = 0;
	in.resize(1 << 20);
	if (f != stdin && fseek(f, 0, SEEK_END) == 0) {
		long size = ftell(f);
		rewind(f);
		if (size > 0) in.resize((size_t)size + 1);
	}
	for (size_t r; (r = fread(in.data() + got, 1, in.size() - got, f)) > 0;) {
		got += r;
		if (got == in.size()) in.resize(2 * in.size());
	}
	in.resize(got);
	int n = (int)next_int();
	long long m = next_int();
	std::vector<int> from(m), to(m), deg(n, 0), roff(n + 1, 0);
	for (long long i = 0; i < m; i++) {
		from[i] = (int)next_int() - 1;
		to[i] = (int)next_int() - 1;
		deg[from[i]]++;
		roff[to[i] + 1]++;
	}
	for (int v = 0; v < n; v++) roff[v + 1] += roff[v];
	std::vector<int> radj(m), fill(roff.begin(), roff.end() - 1);
	for (long long i = 0; i < m; i++) radj[fill[to[i]]++] = from[i];
	// res[v]: 0 unknown, 1 lose, 2 win; rem[v] the remoteness.
	std::vector<char> res(n, 0);
	std::vector<int> rem(n, -1), queue;
	queue.reserve(n);
	for (int v = 0; v < n; v++)
		if (deg[v] == 0) res[v] = 1, rem[v] = 0, queue.push_back(v);
	for (size_t h = 0; h < queue.size(); h++) {
		int x = queue[h];
		for (int i = roff[x]; i < roff[x + 1]; i++) {
			int p = radj[i];
			if (res[p]) continue;
			if (res[x] == 1) {
				res[p] = 2, rem[p] = rem[x] + 1, queue.push_back(p);
			} else if (--deg[p] == 0) {
				res[p] = 1, rem[p] = rem[x] + 1, queue.push_back(p);
			}
		}
	}
	std::vector<char> out;
	out.reserve((size_t)n * 8);
	char num[16];
	for (int v = 0; v < n; v++) {
		if (!res[v]) {
			out.insert(out.end(), {'d', 'r', 'a', 'w', '\n'});
			continue;
		}
		const char *w = res[v] == 2 ? "win " : "lose ";
		out.insert(out.end(), w, w + strlen(w));
		int k = 0, r = rem[v];
		do num[k++] = '0' + r % 10, r /= 10; while (r);
		while (k) out.push_back(num[--k]);
		out.push_back('\n');
	}
	fwrite(out.data(), 1, out.size(), stdout);
	return 0;
}
