#pragma once
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QTimer;
class QToolButton;

namespace augur::ui {

class BaselineLoader;
class SearchProgressView;

/// The Progress dock: best-so-far speedup against GPU measurements spent or wall time, with
/// the measure-all and random baselines of a replayed dataset and other sessions of the same
/// problem laid over it (SearchProgressView); a line with the strategy, candidates
/// considered per measurement, the prior's weight and the measurements this session took
/// to reach 90 % and 95 % of the space's best (when the space is known). The plot exports
/// as PNG, SVG and CSV.
class ProgressPanel : public QWidget {
    Q_OBJECT
public:
    /// Export formats of exportTo().
    enum class ExportFormat { Png, Svg, Csv };

    explicit ProgressPanel(QWidget* parent = nullptr);

    /// Reads the candidates from `candidates` (index == id, kept current by the caller).
    void shareCandidates(const std::vector<augur::Candidate>* candidates);
    /// A new session: its strategy and budget label the panel, its dataset the baselines,
    /// its problem (name and parameter names) decides which sessions may be overlaid.
    void setSession(const SessionConfig& config, const std::string& problemName = {},
                    const std::vector<std::string>& parameters = {});
    SearchProgressView* view() const { return view_; }
    /// Recomputes the session curve now (updates are otherwise coalesced, 250 ms).
    void refreshNow();
    /// Candidates considered per measurement (0 before the first measurement).
    double consideredPerMeasurement() const { return perMeasurement_; }
    /// The prior's weight line ("prior weight 0.20: …"), shown under the plot; empty hides it.
    void setPriorNote(const QString& note);

    /// Reads session files off the GUI thread and lays those of the same problem over the
    /// plot; overlaysLoaded() follows, with what was refused in overlayNotes().
    void addOverlays(const QStringList& sessionFiles);
    void clearOverlays();
    /// Why files given to addOverlays() were not overlaid, one line each.
    const QStringList& overlayNotes() const { return overlayNotes_; }
    /// What the x axis counts (the dock's "x:" choice).
    void setXAxis(bool wallTime);
    /// Writes the plot to `path`; false with the reason in `error`.
    bool exportTo(const QString& path, ExportFormat format, QString& error);

public Q_SLOTS:
    /// Candidates changed (the curve is recomputed at most every 250 ms).
    void candidatesChanged();

Q_SIGNALS:
    /// addOverlays() finished.
    void overlaysLoaded();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void chooseOverlays();
    void chooseExport(ExportFormat format);

    const std::vector<augur::Candidate>* candidates_ = nullptr;
    SessionConfig config_;
    std::string problem_;
    std::vector<std::string> parameters_;
    SearchProgressView* view_;
    QComboBox* axis_;
    QToolButton* overlay_;
    QToolButton* clear_;
    QToolButton* export_;
    QLabel* summary_;
    QTimer* timer_;
    BaselineLoader* baselines_;
    double perMeasurement_ = 0.0;
    QString priorNote_;
    QStringList overlayNotes_;
    int overlayRequest_ = 0;
};

} // namespace augur::ui
