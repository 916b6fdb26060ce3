#pragma once
// The "Metrics" tab of the Kernel dock: two candidates' measurements side by side.
#include "core/analysis/MetricsDiff.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTextBrowser;

namespace augur::ui {

/// A metrics table of two candidates (core/analysis/MetricsDiff): metric, A, B, B − A and
/// B / A for the time, the speedup with its confidence interval, compile resources,
/// occupancy, achieved rates, energy and every profiler counter, then the diagnoses B has
/// that A has not (added), the reverse (removed) and those both have. A difference is
/// green where B is better, red where worse, for metrics that have a direction and only
/// when the two are told apart (MetricComparison::verdict). The same table is what the
/// Report tab shows against a pinned baseline (tableHtml).
class MetricsDiffView : public QWidget {
    Q_OBJECT
public:
    explicit MetricsDiffView(QWidget* parent = nullptr);

    /// Shows the metrics of `a` against `b`; `why` says where the pair comes from
    /// ("Compare", "the baseline", "the parent"), in the header.
    void showPair(const Candidate& a, const Candidate& b, const QString& why);
    /// Shows a line instead of a table (no pair to compare).
    void showMessage(const QString& text);

    /// The comparison shown, if any.
    const std::optional<MetricsDiff>& diff() const { return diff_; }
    QString headerText() const;
    /// The table as plain text, one cell per line.
    QString tableText() const;
    QTextBrowser* browser() const { return table_; }

    /// The comparison as HTML: a table (metric, `aTitle`, `bTitle`, B − A, B / A) grouped by
    /// kind, then the diagnoses added, removed and kept, and what one side lacks.
    static QString tableHtml(const MetricsDiff& d, const QString& aTitle, const QString& bTitle);
    /// A metric's name in the language of the GUI (counters keep Nsight Compute's English
    /// description, as the Diagnosis dock does).
    static QString metricName(const MetricComparison& m);

protected:
    void changeEvent(QEvent* e) override;

private:
    void render();

    QLabel* header_;
    QTextBrowser* table_;
    std::optional<MetricsDiff> diff_;
    QString why_, message_, html_;
};

} // namespace augur::ui
