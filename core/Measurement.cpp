#include "core/Measurement.h"

#include "core/BinScheme.h"

namespace augur {

const char* measurementStatusName(MeasurementStatus s) {
    switch (s) {
    case MeasurementStatus::Ok: return "ok";
    case MeasurementStatus::CompileError: return "compile_error";
    case MeasurementStatus::WrongResult: return "wrong_result";
    case MeasurementStatus::RuntimeError: return "runtime_error";
    case MeasurementStatus::Timeout: return "timeout";
    case MeasurementStatus::Crash: return "crash";
    case MeasurementStatus::Invalid: return "invalid";
    }
    return "invalid";
}

std::optional<MeasurementStatus> parseMeasurementStatus(std::string_view name) {
    for (auto s : {MeasurementStatus::Ok, MeasurementStatus::CompileError, MeasurementStatus::WrongResult,
                   MeasurementStatus::RuntimeError, MeasurementStatus::Timeout, MeasurementStatus::Crash,
                   MeasurementStatus::Invalid})
        if (name == measurementStatusName(s)) return s;
    return std::nullopt;
}

int Measurement::bin() const {
    if (!ok() || !(speedup > 0.0)) return 0;
    return BinScheme::binOf(speedup);
}

} // namespace augur
