#!/usr/bin/env bash
# Writes the amd64 assembly of nimber from the avo programs of this module
# (a module of its own, so that avo stays out of nimber's go.mod). Each
# program writes its .s file and the Go declarations of its functions into
# the package that uses them; CI runs this script and fails on a difference.
set -euo pipefail
cd "$(dirname "$0")"
# One line a kernel family: go run ./FAMILY -out ../PKG/FILE_amd64.s -stubs ../PKG/FILE_decl_amd64.go -pkg PKG
# (the stubs' name ends in _amd64.go, so that other architectures skip them).
go run ./octal -kernel mark -out ../game/internal/octal/mark_amd64.s -stubs ../game/internal/octal/mark_decl_amd64.go -pkg octal
go run ./octal -kernel scan -out ../game/internal/octal/scan_amd64.s -stubs ../game/internal/octal/scan_decl_amd64.go -pkg octal
go run ./kernel -out ../internal/kernel/kernel_amd64.s -stubs ../internal/kernel/gfni_decl_amd64.go -pkg kernel
go run ./field/clmul -out ../internal/kernel/clmul_amd64.s -stubs ../internal/kernel/clmul_decl_amd64.go -pkg kernel
go run ./field/batch -out ../internal/kernel/batch_amd64.s -stubs ../internal/kernel/batch_decl_amd64.go -pkg kernel
go run ./field/matmul -out ../internal/kernel/matmul_amd64.s -stubs ../internal/kernel/matmul_decl_amd64.go -pkg kernel
go run ./field/polykernel -out ../internal/kernel/poly_amd64.s -stubs ../internal/kernel/poly_decl_amd64.go -pkg kernel
