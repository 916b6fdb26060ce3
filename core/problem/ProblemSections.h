#pragma once
// The sections of a problem document, in the order ProblemLoader::fromDocument reads
// them. Each fills its part of the Problem and throws InputError naming the file and the
// field it refuses; expressions are evaluated against the sizes (`sizeVars`) here, so a
// malformed problem fails on loading, not on the GPU.
#include "core/base/Expression.h"
#include "core/model/Problem.h"
#include "core/problem/ProblemLoader.h"

#include <nlohmann/json.hpp>

#include <string>

namespace augur::problemjson {

using json = nlohmann::json;

/// "sizes": named positive integers.
void readSizes(const json& j, const std::string& file, Problem& p);

/// "buffers": at least one, names unique and distinct from the sizes, one output at least.
void readBuffers(const json& j, const std::string& file, const ExpressionVariables& sizeVars, Problem& p);

/// "reference": its source and launch plan.
void readReference(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                   const ExpressionVariables& sizeVars, Problem& p);

/// "precision_reference": the float64 plan and the limits of the precision check.
void readPrecisionReference(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                            const ExpressionVariables& sizeVars, Problem& p);

/// "tolerance", "work", "timing" and "hardware".
void readMeasurementFields(const json& j, const std::string& file, const ExpressionVariables& sizeVars, Problem& p);

/// "tunable": the template, its parameter space and restrictions (at least one valid
/// configuration, on which every launch expression evaluates).
void readTunable(const json& j, const std::string& file, const ProblemLoader::SourceReader& readSource,
                 const ExpressionVariables& sizeVars, Problem& p);

/// "check_sizes": other sizes at which correctness is checked again.
void readCheckSizes(const json& j, const std::string& file, Problem& p);

/// "baseline": a vendor library GEMM timed beside the reference (ProblemBaseline.cpp).
/// Parsed here; checkBaseline checks it against the buffers once the problem is read.
void readBaseline(const json& j, const std::string& file, Problem& p);
/// Throws InputError naming "baseline" when the call does not resolve on the problem's
/// buffers at its sizes (VendorCall.h); nothing for a problem without a baseline.
void checkBaseline(Problem& p);

/// "workload": 2 to 16 shapes, each overriding some sizes, with weights (ProblemWorkload.cpp).
void readWorkload(const json& j, const std::string& file, Problem& p);
/// Throws InputError naming "workload[i]" when the problem does not resolve at a shape,
/// or "workload" when no configuration of the template is valid at every shape.
void checkWorkload(Problem& p);

} // namespace augur::problemjson
