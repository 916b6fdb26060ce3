#include "core/datasets/DatasetHardware.h"
#include "core/base/BoundedJson.h"
#include "core/datasets/CompressedFile.h"

#include "core/datasets/TuningDataset.h"

#include <nlohmann/json.hpp>

namespace augur {

std::optional<DatasetHardware> parseDatasetHardware(const std::string& datasetJson) {
    const nlohmann::json doc = parseBoundedOrDiscarded(datasetJson);
    if (!doc.is_object()) return std::nullopt;
    auto a = doc.find("augur");
    if (a == doc.end() || !a->is_object()) return std::nullopt;
    auto h = a->find("hardware");
    if (h == a->end() || !h->is_object()) return std::nullopt;
    auto num = [&](const char* key) {
        auto it = h->find(key);
        return it != h->end() && it->is_number() ? it->get<double>() : 0.0;
    };
    DatasetHardware hw;
    if (auto n = h->find("name"); n != h->end() && n->is_string()) hw.name = n->get<std::string>();
    if (auto n = h->find("arch"); n != h->end() && n->is_string()) hw.arch = n->get<std::string>();
    hw.multiprocessors = static_cast<int>(num("multiprocessors"));
    hw.smClockKHz = num("sm_clock_khz");
    hw.peakBandwidthGBs = num("peak_bandwidth_gbs");
    if (hw.multiprocessors <= 0 && hw.peakBandwidthGBs <= 0) return std::nullopt;
    return hw;
}

std::optional<DatasetHardware> readDatasetHardware(const std::string& path) {
    if (path.empty()) return std::nullopt;
    try {
        return parseDatasetHardware(readMaybeGzip(path));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace augur
