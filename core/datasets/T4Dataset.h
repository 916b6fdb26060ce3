#pragma once
// Import of Kernel Tuner's T4 results format (results[].configuration, times.runtimes in
// ms, invalidity), gzip-compressed or plain JSON.
#include "core/model/Measurement.h"
#include "core/model/Problem.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One recorded configuration of a T4 file.
struct T4Record {
    Configuration configuration; ///< values in the dataset's ParameterSpace order
    MeasurementStatus status = MeasurementStatus::Ok;
    std::string failureReason; ///< T4 "invalidity" text for failures
    double medianMs = 0.0; ///< median of times.runtimes, ms (0 for failures)
    double iqrMs = 0.0; ///< interquartile range of times.runtimes, ms
    int samples = 0; ///< number of runtimes
    /// Augur datasets: the speedup measured in the same job as its reference (paired
    /// samples), with its confidence interval and the reference time of that job.
    std::optional<double> recordedSpeedup;
    double recordedSpeedupLow = 0, recordedSpeedupHigh = 0, recordedReferenceMs = 0;
    MeasurementReport report; ///< Augur datasets: the harness report
};

/// A T4 file read as a tunable Problem plus its records in file order.
struct T4Dataset {
    Problem problem; ///< space = sorted distinct values per parameter
    std::vector<T4Record> records;
    std::size_t referenceIndex = 0; ///< record used as the reference
    /// Augur datasets: the reference is the problem's plain kernel, outside the space; its
    /// median time in ms. Unset for Kernel Tuner files (the reference is a record).
    std::optional<double> externalReferenceMs;
};

/// Reads a T4 file (".gz" or plain). Augur's own datasets (`augur-cli measure
/// --dataset`) are T4 files with an "augur" section: the plain reference kernel's time,
/// the problem, the sources and the hardware; their reference is that kernel (the root
/// of a replayed session has no configuration) unless `referenceKey` names a record. The reference is the record whose configuration key
/// equals `referenceKey` (ParameterSpace::key form, e.g. "block_size_x=32,...") or, when
/// empty, the first valid record in file order. Throws InputError naming the file and the
/// field (e.g. "results[12].times.runtimes") for a truncated gzip, wrong schema, a record
/// with an unknown or missing parameter, or an unknown reference.
T4Dataset loadT4Dataset(const std::string& path, const std::string& referenceKey = {});

/// Reads a whole file, inflating it when it is gzip-compressed (zlib). Throws InputError
/// naming the file for an unreadable or truncated file.
std::string readMaybeGzip(const std::string& path);

} // namespace augur
