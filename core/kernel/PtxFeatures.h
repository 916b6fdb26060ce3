#pragma once
// Instruction-class counts of PTX text, the compile-time features of a free-form candidate
// (docs/evaluation.md). Instruction names follow NVIDIA's "Parallel Thread Execution ISA"
// (version 8.x, chapter 9: ld, st, fma, mad, mma, wmma, wgmma, bar, barrier, shfl, atom,
// red, cp.async, ...).
#include <map>
#include <string>

namespace augur {

/// Static instruction counts of one PTX function: every instruction statement is counted
/// once, however often a loop executes it. Loads and stores are classified by their
/// state space (.global, .shared, .local); a generic access (no state space) counts in
/// instructions only.
struct PtxCounts {
    int instructions = 0; ///< instruction statements (declarations and labels excluded)
    int globalLoads = 0; ///< ld.global*, ldu.global*, wmma.load.*.global
    int globalStores = 0; ///< st.global*, wmma.store.*.global
    int sharedLoads = 0; ///< ld.shared*, ldmatrix, wmma.load.*.shared
    int sharedStores = 0; ///< st.shared*, stmatrix, wmma.store.*.shared
    int localAccesses = 0; ///< ld.local / st.local (register spills, local arrays)
    int readOnlyLoads = 0; ///< ld.global.nc (the read-only data path, __ldg)
    int vectorGlobalAccesses = 0; ///< global loads and stores with .v2, .v4 or .v8
    int vectorSharedAccesses = 0; ///< shared loads and stores with .v2, .v4 or .v8
    int maxAccessBits = 0; ///< widest ld/st of global or shared memory: lanes × element bits (e.g. 128 for .v4.f32)
    int fma = 0; ///< fma.* and mad.* (floating point and integer multiply-add)
    int tensorCore = 0; ///< mma.sync, wmma.mma, wgmma.mma_async (tensor-core matrix multiply-accumulate)
    int barriers = 0; ///< bar.sync / bar.arrive / bar.red / barrier.* (block-level barriers)
    int shuffles = 0; ///< shfl.*
    int atomics = 0; ///< atom.* and red.*
    int asyncCopies = 0; ///< cp.async* (including cp.async.bulk)
    int transcendental = 0; ///< ex2, lg2, sin, cos, rcp, sqrt, rsqrt, tanh
    int branches = 0; ///< bra (conditional or not)

    PtxCounts& operator+=(const PtxCounts& o);
};

/// Instruction-class counts of a PTX module, per entry function and in total.
struct PtxFeatures {
    std::map<std::string, PtxCounts> kernels; ///< per .entry function, by its (extern "C" or mangled) name
    PtxCounts total; ///< every function of the module, .func included

    /// Parses PTX text as NVRTC or nvcc -ptx emit it. Never throws: text that is not PTX
    /// gives empty counts. Comments (// and /* */) are ignored; a statement is counted when
    /// it ends with ';' inside a function body and is not a directive (.reg, .shared, ...).
    static PtxFeatures parse(const std::string& ptx);
};

} // namespace augur
