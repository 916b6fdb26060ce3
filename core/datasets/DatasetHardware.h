#pragma once
// The device an Augur dataset was measured on ("augur.hardware" of a dataset written by
// `augur-cli measure --dataset`), for roofs and diagnoses of replayed sessions.
#include "core/kernel/ProfileMetrics.h"

#include <optional>
#include <string>

namespace augur {

/// Device attributes recorded with a dataset.
struct DatasetHardware {
    std::string name; ///< "NVIDIA H200"
    std::string arch; ///< "sm_90"
    int multiprocessors = 0; ///< SM count
    double smClockKHz = 0.0; ///< SM clock, kHz
    double peakBandwidthGBs = 0.0; ///< DRAM peak from bus width × memory clock, GB/s

    /// Roofs through devicePeaks() (core/kernel/ProfileMetrics.h).
    DevicePeaks peaks() const { return devicePeaks(arch, multiprocessors, smClockKHz, peakBandwidthGBs); }
};

/// Reads "augur.hardware" of a dataset file (gzip or plain JSON). std::nullopt when the
/// file cannot be read, is not JSON, or has no usable hardware section (Kernel Tuner T4
/// files have none). Never throws. Reads the whole file: call it off the GUI thread.
std::optional<DatasetHardware> readDatasetHardware(const std::string& path);

/// The same from a dataset's JSON text.
std::optional<DatasetHardware> parseDatasetHardware(const std::string& datasetJson);

} // namespace augur
