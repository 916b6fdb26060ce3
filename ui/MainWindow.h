#pragma once
#include "core/Candidate.h"
#include "core/Session.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;

namespace augur::ui {

class CalibrationPanel;
class CandidateModel;
class DeferralPanel;
class DiscoveryPanel;
class EngineController;
class ForecastPanel;
class SearchTreeView;

/// The workbench window: candidate table, search tree, forecast and deferral panels and
/// the discovery moments, the calibration of measured forecasts and the log as dock widgets around one session, driven by an EngineController (which it
/// takes as a child). Selection is shared between table and tree; overrides go through
/// the Candidate menu, the context menus and the toolbar.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(EngineController* controller, QWidget* parent = nullptr);

    EngineController* controller() const { return controller_; }
    CandidateModel* candidateModel() const { return model_; }
    SearchTreeView* searchTree() const { return tree_; }
    DiscoveryPanel* discoveryPanel() const { return discovery_; }
    CalibrationPanel* calibrationPanel() const { return calibration_; }
    DeferralPanel* deferralPanel() const { return deferral_; }
    /// The selected candidate, or kNoCandidate.
    CandidateId selectedCandidate() const { return selected_; }
    /// Restores the dock layout saved by an earlier session (QSettings) and saves it on close.
    void restoreLayout();

public Q_SLOTS:
    /// Selects a candidate in table, tree and forecast panel.
    void selectCandidate(qint64 id);
    /// Posts an override for a candidate.
    void requestOverride(qint64 id, augur::OverrideKind kind);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void createActions();
    void createDocks();
    void connectController();
    void onCandidatesChanged(const std::vector<Candidate>& changed);
    void onStats(const SessionStats& s);
    void updateActions();
    void refreshForecastPanel();
    void showCandidateMenu(qint64 id, const QPoint& globalPos);
    void applyStateFilter();
    QWidget* makeTreePanel();

    EngineController* controller_;
    CandidateModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QComboBox* stateFilter_;
    SearchTreeView* tree_;
    ForecastPanel* forecast_;
    DeferralPanel* deferral_;
    DiscoveryPanel* discovery_;
    CalibrationPanel* calibration_;
    QPlainTextEdit* log_;
    QLabel* statsLabel_;
    QLabel* runLabel_;
    QAction* startAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QAction* resumeAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* measureNowAction_ = nullptr;
    QAction* acceptAction_ = nullptr;
    QAction* excludeAction_ = nullptr;
    QAction* expandAction_ = nullptr;
    CandidateId selected_ = kNoCandidate;
    bool syncingSelection_ = false;
    bool saveLayoutOnClose_ = false;
    bool followBest_ = true; ///< select the best candidate until the user selects one
};

} // namespace augur::ui
