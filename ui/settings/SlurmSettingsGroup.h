#pragma once
#include "core/backend/slurm/SlurmProfileStore.h"
#include "core/backend/slurm/SlurmSettings.h"

#include <QGroupBox>
#include <QString>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace augur::ui {

/// The "Slurm cluster" group of File > New session: where a slurm session's measurement
/// jobs run. A profile of the Slurm profiles file (SlurmProfileStore::defaultPath(), or
/// "(none)" for settings typed here) fills the fields, which stay editable: partition,
/// account, constraint, GPU model, jobs, GPUs per job (0: no GPU request, for a partition
/// without GRES), time limit, the worker's path on the nodes, how long an allocation may
/// pend, how long an unreachable controller is waited for, and how often one measurement
/// may be lost with its machine. "Save as profile…" writes the fields as a named profile.
/// Values SlurmSettings::validate refuses are shown next to the fields, with the field
/// named and marked.
class SlurmSettingsGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit SlurmSettingsGroup(QWidget* parent = nullptr);

    /// Fills the fields; chooses `settings.profile` in the profile list when the profiles
    /// file has it (the fields keep the values given, not the file's).
    void setSettings(const SlurmSettings& settings);
    /// The fields as settings (profile: the one chosen, "" for none); not validated.
    SlurmSettings settings() const;

    /// Why the fields are not valid settings, naming the field ("Time limit
    /// (slurm.time_limit): '1h' is not a Slurm time ..."), or empty.
    QString validationError() const;
    /// Shows validationError() next to the fields and marks its field (`show` true), or
    /// clears both. Once shown, the message follows the fields as they are edited.
    void showValidation(bool show);

    /// Reads the profiles file into the profile list and chooses `wanted` ("" = none);
    /// a file that cannot be read is named with its error under the list.
    void loadProfiles(const QString& wanted);
    /// Writes the fields as profile `name` to the profiles file (replacing a profile of that
    /// name) and chooses it. Returns why not ("" on success); an invalid value, a name
    /// that is empty or too long, or a profiles file that cannot be read (it is never
    /// overwritten then) are refused.
    QString saveAsProfile(const QString& name);
    /// The profiles file the list was read from.
    QString profilesFile() const { return profilesFile_; }

Q_SIGNALS:
    /// A field or the profile changed.
    void changed();

private:
    /// Fills the fields from the chosen profile.
    void profileChosen();
    /// "Save as profile…": asks for a name (and before replacing one), then saveAsProfile.
    void askProfileName();
    /// The field's widget for a SlurmSettings key ("time_limit").
    QWidget* fieldWidget(const std::string& key) const;
    /// The field's label for a SlurmSettings key.
    QString fieldName(const std::string& key) const;
    void fieldEdited();

    SlurmProfileStore store_;
    QString profilesFile_;
    QString loadError_;
    bool validationShown_ = false;
    bool filling_ = false; ///< fields are being set from a profile or a config
    QComboBox* profile_;
    QPushButton* saveProfile_;
    QLabel* profilesInfo_;
    QLineEdit* partition_;
    QLineEdit* account_;
    QLineEdit* constraint_;
    QLineEdit* gpuModel_;
    QSpinBox* jobs_;
    QSpinBox* gpusPerJob_;
    QLineEdit* timeLimit_;
    QSpinBox* maxLost_;
    QLineEdit* workerPath_;
    QDoubleSpinBox* pendingTimeout_;
    QDoubleSpinBox* controllerWait_;
    QLabel* error_;
};

} // namespace augur::ui
