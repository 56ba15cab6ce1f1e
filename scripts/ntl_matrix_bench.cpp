// ntl_matrix_bench times NTL's mat_GF2E over GF(2^64) = GF(2)[x]/(x^64 +
// x^4 + x^3 + x + 1), the field of package nimber up to isomorphism, on
// random n×n matrices: determinant, rank (gauss), solve, inverse and
// product, single-threaded. It is a cross-check for the figures of package
// matrix, not part of the build or of CI. With libntl-dev (Debian):
//
//	g++ -O2 -o /tmp/ntl_matrix_bench scripts/ntl_matrix_bench.cpp -lntl -lgmp
//	/tmp/ntl_matrix_bench 128 256 512
//
// Each line gives the best of three runs in milliseconds, of process CPU
// time and of wall-clock time.
#include <NTL/GF2E.h>
#include <NTL/mat_GF2E.h>
#include <NTL/vec_GF2E.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <functional>

using namespace NTL;

// report prints the best of three runs of f, in wall-clock and in process
// CPU milliseconds (the machine may be shared: CPU time is steadier).
static void report(long n, const char *name, const std::function<void()> &f) {
	double wall = 1e300, cpu = 1e300;
	for (int i = 0; i < 3; i++) {
		auto t0 = std::chrono::steady_clock::now();
		std::clock_t c0 = std::clock();
		f();
		std::clock_t c1 = std::clock();
		auto t1 = std::chrono::steady_clock::now();
		wall = std::min(wall, std::chrono::duration<double, std::milli>(t1 - t0).count());
		cpu = std::min(cpu, 1000.0 * double(c1 - c0) / CLOCKS_PER_SEC);
	}
	printf("%-8s n=%-5ld cpu %9.1f ms  wall %9.1f ms\n", name, n, cpu, wall);
	fflush(stdout);
}

int main(int argc, char **argv) {
	GF2X m;
	SetCoeff(m, 64);
	SetCoeff(m, 4);
	SetCoeff(m, 3);
	SetCoeff(m, 1);
	SetCoeff(m, 0);
	GF2E::init(m);
	SetSeed(ZZ(1));
	for (int a = 1; a < argc; a++) {
		long n = atol(argv[a]);
		mat_GF2E A, B, X, C;
		random(A, n, n);
		random(B, n, n);
		vec_GF2E b, x;
		random(b, n);
		GF2E d;
		report(n, "Det", [&] { determinant(d, A); });
		report(n, "Rank", [&] { mat_GF2E T = A; gauss(T); });
		report(n, "Solve", [&] { solve(d, x, A, b); });
		report(n, "Inverse", [&] { inv(d, X, A); });
		report(n, "Mul", [&] { mul(C, A, B); });
	}
}
