#pragma once
#include "core/model/ParameterSpace.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One buffer of a problem (docs/problem-format.md). `count` is an expression over sizes.
struct BufferSpec {
    std::string name;
    std::string dtype; ///< "f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8"
    std::string count; ///< element count expression
    std::string role; ///< "input", "output", "inout", "scratch"
    std::string init; ///< inputs: "normal", "uniform", "uniform_pos", "int_range"
    double rangeLow = 0, rangeHigh = 0; ///< for init "int_range", inclusive
};

/// Bytes per element of a buffer dtype (BufferSpec::dtype).
inline int dtypeBytes(const std::string& dtype) {
    if (dtype == "f64" || dtype == "i64") return 8;
    if (dtype == "f16" || dtype == "bf16") return 2;
    if (dtype == "u8") return 1;
    return 4;
}

/// One kernel launch of a launch plan; grid/block/shared are expressions.
struct LaunchSpec {
    std::string kernel;
    std::vector<std::string> grid; ///< 3 expressions
    std::vector<std::string> block; ///< 3 expressions
    std::string sharedBytes = "0"; ///< dynamic shared memory, bytes
    std::vector<std::string> args; ///< buffer names, [type:]expression, or a tensor map (TensorMapArg.h)
    /// Nonzero: the worker caps grid x at the blocks the GPU holds at once (blocks per SM ×
    /// SMs), for a persistent kernel that strides over its work by gridDim.x. An expression.
    std::string residentGrid = "0";
};

/// A hand-written candidate shipped with a problem (candidates/NAME.json).
struct CandidateSpec {
    std::string name;
    std::string note;
    std::string file; ///< the JSON file it was read from
    std::string source; ///< CUDA C++ text
    std::vector<LaunchSpec> launches;
    std::vector<BufferSpec> buffers; ///< extra scratch buffers
    /// Fixed values of a template's parameters (a configuration of an LLM-written template,
    /// docs/problem-format.md "Parameters of a candidate"): passed as -D NAME=value and
    /// usable in the launch expressions, like a tunable problem's parameters.
    std::map<std::string, double> parameters;
};

/// A vendor library call timed beside the reference ("baseline", docs/problem-format.md):
/// a GEMM C = alpha·op(A)·op(B) + beta·C through cuBLAS (cublasGemmEx) or cuBLASLt
/// (cublasLtMatmul) on the problem's own buffers, so every speedup can also be read against
/// the library a user already has.
struct BaselineSpec {
    std::string library; ///< "cublas" or "cublaslt"
    std::string a, b, c; ///< buffer names
    std::string m, n, k; ///< expressions over the sizes: C is m x n, the inner dimension k
    bool transA = false, transB = false;
    bool rowMajor = true; ///< "layout": "row" (C, NumPy, PyTorch) or "col" (BLAS's own)
    std::string lda, ldb, ldc; ///< leading dimensions (expressions); empty = packed
    /// "f32" (FP32 accumulation, no TF32), "tf32" (FP32 accumulation, inputs rounded to TF32:
    /// only when the problem allows it) or "f16" (FP16 accumulation, f16 matrices only).
    std::string compute = "f32";
    double alpha = 1.0, beta = 0.0;
};

/// One shape a real workload runs ("workload", docs/problem-format.md): the problem at
/// other sizes, and how much it counts in the objective.
struct WorkloadShape {
    std::map<std::string, long long> sizes; ///< every size: the problem's, with the shape's overrides
    double weight = 1.0; ///< > 0; the objective weighs log S by it
    std::string label; ///< the overridden sizes, "M=4096 N=4096 K=4032"
};

/// Absolute and relative tolerance for correctness checks.
struct Tolerance {
    double atol = 1e-5;
    double rtol = 1e-4;
};

/// What to optimise: reference kernel(s) with a launch plan, buffers, sizes, tolerance,
/// and optionally a tunable parameter space. A problem imported from a recorded dataset
/// (T4) has a space and a reference configuration but no source.
struct Problem {
    std::string name;
    std::string description;
    std::string origin; ///< file it was read from
    std::string folder; ///< problem folder (problem.json's directory)
    std::string hardware; ///< device the data was measured on, if known
    std::map<std::string, long long> sizes;
    /// Other sizes the candidate must also be correct at ("check_sizes": partial
    /// overrides of `sizes`), so a kernel that hard-codes the problem size fails.
    std::vector<std::map<std::string, long long>> checkSizes;
    std::vector<BufferSpec> buffers;
    std::string referenceSource; ///< CUDA C++ of the reference
    std::vector<LaunchSpec> referenceLaunches;
    Tolerance tolerance;
    /// Optional float64 reference ("precision_reference"): a plan on the same buffers that
    /// computes in double and rounds once to the output type. A candidate whose error
    /// against it exceeds `precisionMaxRatio` times the reference's own error (and the
    /// floor `precisionMinError`) is a precision downgrade.
    std::string precisionSource;
    std::vector<LaunchSpec> precisionLaunches;
    double precisionMaxRatio = 16; ///< allowed candidate/reference error ratio
    double precisionMinError = 0; ///< relative RMS error always allowed; 0 = 4 unit roundoffs of the dtype
    /// "error_scale": an expression over the sizes; the RMS magnitude below which an
    /// output's error is measured against this scale instead of the output itself (a sum
    /// whose terms cancel has a relative error that says nothing). Empty: none.
    std::string precisionErrorScale;
    /// "max_error": a relative RMS error (measured as above) no candidate may exceed,
    /// whatever the reference's own error; for outputs where that error is one noisy sample
    /// (a single sum). 0: none.
    double precisionMaxError = 0;
    std::string workFlops; ///< FLOPs of one run of the plan (expression), may be empty
    std::string workBytes; ///< DRAM bytes of one run (expression), may be empty
    bool warmL2 = false; ///< timing.l2 == "warm"
    ParameterSpace space; ///< empty for a non-tunable problem
    std::vector<std::string> restrictions;
    std::string tunableSource; ///< template source (parameters as -D NAME=value)
    std::vector<LaunchSpec> tunableLaunches;
    std::vector<CandidateSpec> handCandidates;
    Configuration referenceConfiguration; ///< for tunable problems: the reference point
    std::string referenceNote; ///< how the reference was chosen, for summaries
    std::optional<BaselineSpec> baseline; ///< "baseline": a vendor library call timed beside the reference
    /// "workload": the shapes a measurement runs at (none: the problem's sizes alone). A
    /// candidate's S is then the weighted geometric mean of its S at each shape, a
    /// configuration must satisfy the restrictions at every shape, and correctness and the
    /// precision check run at every shape (core/backend/WorkloadBackend.h).
    std::vector<WorkloadShape> workload;
};

} // namespace augur
