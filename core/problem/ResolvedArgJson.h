#pragma once
// One resolved kernel argument in the worker protocol's job (docs/measurement.md, "The
// worker protocol"): {"buffer": i}, {"i32": v} and the other scalar types, or
// {"tensor_map": {...}}.
#include "core/problem/MeasureJob.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// The scalar kind a launch argument's prefix names ("i32", "i64", "u32", "u64", "f32",
/// "f64"); std::nullopt for any other prefix.
std::optional<ResolvedArg::Kind> scalarArgKind(const std::string& prefix);

/// tensorMapProblem() for a map over `buffer` (its count and dtype); empty when it fits.
std::string tensorMapBufferProblem(const TensorMapSpec& spec, const ResolvedBuffer& buffer);

nlohmann::json toJson(const ResolvedArg& arg);

/// Parses one argument of a job against its `buffers` (indices in range; a tensor map
/// within its buffer). Throws std::invalid_argument naming `where` otherwise: the job may
/// come from a client the worker does not trust.
ResolvedArg resolvedArgFromJson(const nlohmann::json& j, const std::string& where,
                                const std::vector<ResolvedBuffer>& buffers);

} // namespace augur
