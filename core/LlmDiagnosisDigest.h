#pragma once
// Short plain-language diagnoses of a measurement, for the generator's prompt.
#include "core/Measurement.h"

#include <string>
#include <vector>

namespace augur {

/// Turns a measurement's report (Measurement::details from the cuda backend: ptxas
/// resources, bandwidth and FLOP rates, timing noise, plausibility) into a few short
/// lines a performance engineer would write, e.g. "memory-bound: 87% of peak DRAM
/// bandwidth", "kernel k: 64 bytes of register spills", "failed to compile: ...".
/// Unknown or missing fields are skipped; an empty list means nothing to say.
class LlmDiagnosisDigest {
public:
    static std::vector<std::string> lines(const Measurement& m);
    /// lines() joined with newlines and "- " bullets, or "(none)".
    static std::string text(const Measurement& m);
};

} // namespace augur
