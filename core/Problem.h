#pragma once
#include "core/ParameterSpace.h"

#include <map>
#include <string>
#include <vector>

namespace augur {

/// One buffer of a problem (DESIGN "Problem format"). `count` is an expression over sizes.
struct BufferSpec {
    std::string name;
    std::string dtype;  ///< "f32", "f16", "bf16", "f64", "i32", "u8", ...
    std::string count;  ///< element count expression
    std::string role;   ///< "input", "output", "inout", "scratch"
    std::string init;   ///< "normal", "uniform", "zero", "iota", ...
};

/// One kernel launch of a launch plan; grid/block/shared are expressions.
struct LaunchSpec {
    std::string kernel;
    std::vector<std::string> grid;   ///< 3 expressions
    std::vector<std::string> block;  ///< 3 expressions
    std::string sharedBytes = "0";
    std::vector<std::string> args;   ///< buffer or size names
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
    std::string origin;                  ///< file it was read from
    std::string hardware;                ///< device the data was measured on, if known
    std::map<std::string, long long> sizes;
    std::vector<BufferSpec> buffers;
    std::string referenceSource;         ///< CUDA C++ of the reference
    std::vector<LaunchSpec> referenceLaunches;
    Tolerance tolerance;
    ParameterSpace space;                ///< empty for a non-tunable problem
    std::vector<std::string> restrictions;
    Configuration referenceConfiguration; ///< for tunable problems: the reference point
    std::string referenceNote;           ///< how the reference was chosen, for summaries
};

} // namespace augur
