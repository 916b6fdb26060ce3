#pragma once
// The readers behind loadTuningDataset, one per format, and what they share. Internal to
// core/datasets.
#include "core/datasets/TuningDataset.h"

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace augur::tuning {

/// Runtimes outside this range (ms) are not measurements: 1 ns to about 2.8 h. A runtime of
/// 1e308 or 1e-308 ms would make the speedups against it overflow or vanish.
constexpr double kMinRuntimeMs = 1e-6;
constexpr double kMaxRuntimeMs = 1e7;

/// Median and interquartile range (type-7 quantiles) of recorded runtimes into `r`.
void setRuntimes(TuningRecord& r, std::vector<double> samples);

/// Reads the records of a T4 document ("results") into `ds`, with the parameter space.
void readT4(const nlohmann::ordered_json& doc, const std::string& path, TuningDataset& ds);

/// Reads the records of a Kernel Tuner cache document ("cache") into `ds`, with the
/// parameter space, problem name and device.
void readKernelTunerCache(const nlohmann::ordered_json& doc, const std::string& path, TuningDataset& ds);

/// Whether a document is a Kernel Tuner cache file.
bool isKernelTunerCache(const nlohmann::ordered_json& doc);

/// The problem's name from a file name: "convolution_A100" for convolution_A100_T4.json.gz.
std::string nameFromPath(const std::string& path);

} // namespace augur::tuning
