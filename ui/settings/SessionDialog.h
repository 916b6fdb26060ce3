#pragma once
#include "core/model/SessionConfig.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace augur::ui {

class LlmSettingsGroup;
class SlurmSettingsGroup;

/// File > New session…: the backend — a measured dataset to replay, or a problem folder
/// to measure on the GPU (cuda) or on a Slurm cluster (slurm: the "Slurm cluster" group,
/// SlurmSettingsGroup) with the session's objective (time, energy or the time × energy
/// product with its weight) and whether to collect hardware counters (--profile), energy
/// per launch (--energy) and to lock the SM clock — the search strategy (auto, model, puct
/// or the measure-all baseline) and an optional prior (warm start), the budgets (GPU
/// measurements, wall time, candidates), the deferral threshold, the PUCT batch size, the
/// children per expansion, the seed, where the session file goes, and the LLM (the "LLM"
/// group, LlmSettingsGroup: generator, surrogate, endpoint profile and caps). setConfig()
/// fills the fields; config() reads them back over the settings the dialog does not show.
/// OK is refused, with the reason shown in the dialog, while validationError() is not
/// empty (for the cuda and slurm backends: a folder without problem.json; for slurm, a
/// cluster setting SlurmSettings::validate refuses, shown next to the Slurm group).
class SessionDialog : public QDialog {
    Q_OBJECT
public:
    explicit SessionDialog(QWidget* parent = nullptr);

    void setConfig(const SessionConfig& config);
    SessionConfig config() const;

    /// Folder for suggested session file names; "" offers in-memory sessions only.
    void setSessionDirectory(const QString& dir);
    /// The session file ("" with in-memory checked: no file).
    void setSessionPath(const QString& path);
    QString sessionPath() const;

    /// Why the fields cannot make a session (missing dataset, existing session file, a
    /// value out of range), or empty.
    QString validationError() const;

    /// Whether a problem folder is measured on GPUs (the cuda or the slurm backend) rather
    /// than a dataset replayed.
    bool measuresOnGpu() const;
    /// Chooses the cuda backend (true) or replay (false).
    void setMeasuresOnGpu(bool gpu);
    /// The backend chosen: "replay", "cuda" or "slurm".
    QString backend() const;
    /// Chooses a backend ("replay", "cuda" or "slurm"; anything else: cuda).
    void setBackend(const QString& backend);
    /// The "Slurm cluster" group (enabled for the slurm backend only).
    SlurmSettingsGroup* slurmGroup() const { return slurm_; }

public Q_SLOTS:
    void accept() override;

private:
    // The constructor's steps: object names (for tests and scripts), texts, ranges and
    // tooltips, the fields' signals, then one group box each.
    void nameFields();
    void describeFields();
    void connectFields();
    QGroupBox* measurementsGroup();
    QGroupBox* searchGroup();
    QGroupBox* budgetsGroup();
    QGroupBox* sessionFileGroup();
    void browseDataset();
    void browseProblem();
    void browseSessionFile();
    void datasetChanged();
    void updateMemoryOnly();
    /// Enables the fields of the chosen backend and objective.
    void updateBackend();
    /// The objective as SessionConfig stores it: "time", "energy" or "product:W".
    std::string objectiveName() const;

    SessionConfig base_;
    QString sessionDir_;
    QRadioButton* replayMode_;
    QRadioButton* gpuMode_;
    QRadioButton* slurmMode_;
    SlurmSettingsGroup* slurm_;
    LlmSettingsGroup* llm_;
    QLineEdit* dataset_;
    QLineEdit* task_; ///< a record file's task (SessionConfig::task)
    QLineEdit* problem_;
    QComboBox* objective_;
    QDoubleSpinBox* timeWeight_;
    QCheckBox* profile_;
    QCheckBox* energy_;
    QCheckBox* lockClocks_; ///< lock the SM clock while timing (--lock-clocks)
    QWidget* replayFields_; ///< dataset and replay delay
    QWidget* gpuFields_; ///< problem folder, objective, counters and energy (cuda and slurm)
    QComboBox* strategy_;
    QLineEdit* prior_; ///< warm-start file (SessionConfig::priorPath)
    QSpinBox* maxMeasurements_;
    QDoubleSpinBox* maxWall_;
    QSpinBox* maxCandidates_;
    QDoubleSpinBox* threshold_;
    QSpinBox* batch_;
    QSpinBox* children_; ///< children proposed per expansion
    QSpinBox* seed_;
    QDoubleSpinBox* replayDelay_;
    QLineEdit* sessionPath_;
    QCheckBox* memoryOnly_;
    QLabel* error_;
    bool pathEdited_ = false; ///< the user typed a session path: stop suggesting one
    bool energyChoice_ = false; ///< the energy box as the user left it (a time objective shows it)
};

} // namespace augur::ui
