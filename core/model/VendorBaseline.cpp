#include "core/model/VendorBaseline.h"

#include "core/base/InputError.h"
#include "core/model/CandidateJson.h"

namespace augur {

std::optional<double> VendorBaseline::over(double candidateSpeedup) const {
    if (!timed() || !(candidateSpeedup > 0)) return std::nullopt;
    return candidateSpeedup / measurement.speedup;
}

std::optional<double> VendorBaseline::libraryMs() const {
    if (!timed()) return std::nullopt;
    return measurement.candidateMs;
}

nlohmann::json toJson(const VendorBaseline& b) {
    return {{"library", b.library}, {"call", b.call}, {"measurement", toJson(b.measurement)}};
}

VendorBaseline vendorBaselineFromJson(const nlohmann::json& j, const std::string& file) {
    if (!j.is_object()) throw InputError(file, "vendor_baseline", "must be an object");
    VendorBaseline b;
    for (auto [key, slot] : {std::pair{"library", &b.library}, std::pair{"call", &b.call}}) {
        if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().size() > 4096)
            throw InputError(file, std::string("vendor_baseline.") + key, "must be a string of at most 4 KiB");
        *slot = j[key].get<std::string>();
    }
    if (!j.contains("measurement")) throw InputError(file, "vendor_baseline.measurement", "missing");
    b.measurement = measurementFromJson(j["measurement"], file);
    return b;
}

} // namespace augur
