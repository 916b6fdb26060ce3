#pragma once
// A problem's vendor baseline as a session keeps it (docs/measurement.md, "Vendor
// baselines"): the library call timed as a candidate against the reference, once per
// session, so every candidate's S can also be read against the library.
#include "core/model/Measurement.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace augur {

struct VendorBaseline {
    std::string library; ///< "cuBLAS" or "cuBLASLt"
    std::string call; ///< the call in one line (VendorCall::describe)
    /// The library timed as the candidate: its S is reference time / library time, with the
    /// interval. A failure (library missing, a wrong result) keeps its reason here.
    Measurement measurement;

    /// Whether the library was timed: a measurement with a plausible S.
    bool timed() const { return measurement.ok() && plausibleSpeedup(measurement.speedup); }
    /// S of a candidate against the library: S_candidate / S_library. Both are paired
    /// ratios against the same reference, so the reference's time cancels and no sample of
    /// one measurement is compared with a sample of another. std::nullopt when the library
    /// was not timed.
    std::optional<double> over(double candidateSpeedup) const;
    /// The library's median time, ms (std::nullopt when not timed).
    std::optional<double> libraryMs() const;
};

/// {"library", "call", "measurement"} (the measurement as sessions store one).
nlohmann::json toJson(const VendorBaseline& b);
/// Throws InputError(file, "vendor_baseline.<field>") for a wrong shape.
VendorBaseline vendorBaselineFromJson(const nlohmann::json& j, const std::string& file);

} // namespace augur
