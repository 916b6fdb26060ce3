#pragma once
// A recorded tuning space: every configuration of a tunable kernel measured on one GPU,
// read from Kernel Tuner's T4 results format, Kernel Tuner's own cache files, or Augur's
// datasets (T4 with an "augur" section), gzip-compressed or plain JSON.
#include "core/model/Measurement.h"
#include "core/model/Problem.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One recorded configuration.
struct TuningRecord {
    Configuration configuration; ///< values in the dataset's ParameterSpace order
    MeasurementStatus status = MeasurementStatus::Ok;
    std::string failureReason; ///< the file's failure text for failures
    double medianMs = 0.0; ///< median of the recorded runtimes, ms (0 for failures)
    double iqrMs = 0.0; ///< interquartile range of the recorded runtimes, ms
    int samples = 0; ///< number of runtimes
    /// Augur datasets: the speedup measured in the same job as its reference (paired
    /// samples), with its confidence interval and the reference time of that job.
    std::optional<double> recordedSpeedup;
    double recordedSpeedupLow = 0, recordedSpeedupHigh = 0, recordedReferenceMs = 0;
    MeasurementReport report; ///< Augur datasets: the harness report
};

/// The formats loadTuningDataset reads.
enum class TuningDatasetFormat {
    T4, ///< Kernel Tuner's T4 results ("results": [{configuration, times.runtimes, invalidity}])
    KernelTunerCache, ///< Kernel Tuner's cache file ("tune_params_keys", "cache": {"16,1,...": {...}})
    Augur, ///< T4 with an "augur" section (augur-cli measure --dataset)
};

/// Short name of a format: "t4", "kernel-tuner-cache", "augur-dataset".
const char* tuningDatasetFormatName(TuningDatasetFormat f);

/// A recorded tuning space read as a tunable Problem plus its records in file order.
struct TuningDataset {
    Problem problem; ///< space = the parameters' values (sorted, distinct)
    std::vector<TuningRecord> records;
    std::size_t referenceIndex = 0; ///< record used as the reference
    /// Augur datasets: the reference is the problem's plain kernel, outside the space; its
    /// median time in ms. Unset for Kernel Tuner files (the reference is a record).
    std::optional<double> externalReferenceMs;
    TuningDatasetFormat format = TuningDatasetFormat::T4;
    /// Kernel Tuner cache entries recorded as "InvalidConfig" (a configuration its
    /// restrictions rule out): not part of the space, counted here.
    std::size_t restrictedEntries = 0;
};

/// Reads a recorded tuning space (".gz" or plain), the format recognised by its content:
/// an object with "results" is T4 (Augur's datasets add an "augur" section), one with
/// "cache" and "tune_params_keys" is a Kernel Tuner cache file. Augur datasets' reference
/// is the plain reference kernel (the root of a replayed session has no configuration)
/// unless `referenceKey` names a record; otherwise the reference is the record whose
/// configuration key equals `referenceKey` (ParameterSpace::key form, e.g.
/// "block_size_x=32,...") or, when empty, the first valid record in file order.
/// Throws InputError naming the file and the field (e.g. "results[12].times.runtimes",
/// "cache[\"16,1,1\"].time") for a truncated gzip, a document over the JSON limits
/// (core/base/BoundedJson.h), a wrong schema, a record with an unknown or missing
/// parameter, a configuration recorded twice, or an unknown reference.
TuningDataset loadTuningDataset(const std::string& path, const std::string& referenceKey = {});

} // namespace augur
