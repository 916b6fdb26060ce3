#include "ui/kernel/KernelText.h"

#include "core/kernel/MeasurementReport.h"

#include <QLocale>

#include <cmath>

namespace augur::ui {

namespace {
/// Four significant digits at most, never fewer than one decimal below 1,000.
QString significant(double v) {
    const int decimals = v < 10 ? 3 : v < 100 ? 2 : 1;
    return QString::number(v, 'f', decimals);
}
} // namespace

QString KernelText::duration(double ms) {
    if (!std::isfinite(ms)) return QStringLiteral("—");
    if (ms < 1.0) return significant(ms * 1000.0) + QStringLiteral(" µs");
    if (ms < 1000.0) return significant(ms) + QStringLiteral(" ms");
    return significant(ms / 1000.0) + QStringLiteral(" s");
}

QString KernelText::bytes(long long bytes) {
    const QString plain = QLocale().toString(bytes) + QStringLiteral(" B");
    if (bytes < 4096) return plain;
    return plain + QStringLiteral(" (%1 KiB)").arg(QString::number(double(bytes) / 1024.0, 'g', 4));
}

QString KernelText::speedup(const Candidate& c) {
    if (const auto s = c.measuredSpeedup()) return QString::number(*s, 'f', 3) + QStringLiteral("×");
    if (c.forecast && !c.forecast->parseFailure)
        return QStringLiteral("≈") + QString::number(c.forecast->expectedSpeedup, 'f', 2) + QStringLiteral("×");
    return QStringLiteral("—");
}

QString KernelText::dim3(const long long (&d)[3]) {
    return QStringLiteral("(%1, %2, %3)").arg(d[0]).arg(d[1]).arg(d[2]);
}

std::string KernelText::archOf(const Candidate& c) {
    if (c.measurement) {
        const MeasurementReportSections& r = c.measurement->report.sections();
        if (!r.arch.empty()) return r.arch;
        if (r.candidateCompile && !r.candidateCompile->arch.empty()) return r.candidateCompile->arch;
    }
    return "sm_90";
}

} // namespace augur::ui
