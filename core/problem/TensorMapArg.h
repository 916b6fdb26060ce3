#pragma once
// A kernel argument that is a tensor map: the descriptor Hopper's tensor memory accelerator
// (TMA) reads to copy a box of a buffer into shared memory (cp.async.bulk.tensor). It can
// only be built on the host (cuTensorMapEncodeTiled) from the buffer's device address, so
// a launch names it in problem.json and the worker encodes it:
//   "tensor_map:A dims=K,M box=64,BM swizzle=128"
// dims and box innermost first, as the driver takes them; optional strides= (bytes, one
// per dimension after the first; default: the dims packed); swizzle 0, 32, 64 or 128.
#include "core/base/Expression.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace augur {

/// A tensor map's geometry with every expression evaluated.
struct TensorMapSpec {
    int buffer = -1; ///< index into the job's buffers
    std::vector<long long> dims; ///< elements per dimension, innermost first (1 to 5)
    std::vector<long long> box; ///< elements copied per dimension (1 to 256 each)
    std::vector<long long> strides; ///< bytes between consecutive indices of dims[1..]
    int swizzle = 0; ///< bytes: 0 (none), 32, 64 or 128
};

/// The argument prefix that makes a launch argument a tensor map.
inline constexpr const char* kTensorMapPrefix = "tensor_map:";

/// Whether `arg` (a launch argument as written) is a tensor map.
bool isTensorMapArg(const std::string& arg);

/// Parses and evaluates "tensor_map:BUFFER dims=… box=… [strides=…] [swizzle=…]".
/// `bufferIndex` maps a buffer name to its index (-1: none of that name). Throws
/// std::invalid_argument with a one-line reason (unknown key or buffer, a missing dims or
/// box, an expression that does not evaluate).
TensorMapSpec parseTensorMapArg(const std::string& arg, const std::function<int(const std::string&)>& bufferIndex,
                                const ExpressionVariables& vars);

/// What makes `spec` unusable for a buffer of `bufferBytes` bytes with `elementBytes`-byte
/// elements, as the driver would refuse it or as it would read past the buffer; empty when
/// it is fine. Rules: CUDA driver API, cuTensorMapEncodeTiled (rank 1 to 5, box 1 to 256,
/// strides multiples of 16 below 2^40, inner box bytes a multiple of 16 and at most the
/// swizzle span).
std::string tensorMapProblem(const TensorMapSpec& spec, long long bufferBytes, int elementBytes);

/// `count` elements of `elementBytes` bytes, saturating at the largest long long (a hostile
/// job's count must not wrap).
long long bufferBytesOf(long long count, int elementBytes);

nlohmann::json toJson(const TensorMapSpec& spec);
/// Throws std::invalid_argument naming `where` for a malformed object.
TensorMapSpec tensorMapFromJson(const nlohmann::json& j, const std::string& where);

} // namespace augur
