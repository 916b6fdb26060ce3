#include "ui/settings/SlurmSettingsGroup.h"

#include "core/base/InputError.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace augur::ui {

namespace {
constexpr const char* kMarked = "border: 1px solid #c62828";
constexpr int kMaxProfileName = 100; // as the profiles file allows

QString text(const QLineEdit* e) { return e->text().trimmed(); }
} // namespace

SlurmSettingsGroup::SlurmSettingsGroup(QWidget* parent)
    : QGroupBox(parent), profile_(new QComboBox), saveProfile_(new QPushButton), profilesInfo_(new QLabel),
      partition_(new QLineEdit), account_(new QLineEdit), constraint_(new QLineEdit), gpuModel_(new QLineEdit),
      jobs_(new QSpinBox), gpusPerJob_(new QSpinBox), timeLimit_(new QLineEdit), maxLost_(new QSpinBox),
      workerPath_(new QLineEdit), pendingTimeout_(new QDoubleSpinBox), controllerWait_(new QDoubleSpinBox),
      error_(new QLabel) {
    setObjectName(QStringLiteral("slurmGroup"));
    setTitle(tr("Slurm cluster"));
    profile_->setObjectName(QStringLiteral("slurmProfileCombo"));
    saveProfile_->setObjectName(QStringLiteral("slurmSaveProfileButton"));
    profilesInfo_->setObjectName(QStringLiteral("slurmProfilesInfo"));
    partition_->setObjectName(QStringLiteral("slurmPartitionEdit"));
    account_->setObjectName(QStringLiteral("slurmAccountEdit"));
    constraint_->setObjectName(QStringLiteral("slurmConstraintEdit"));
    gpuModel_->setObjectName(QStringLiteral("slurmGpuModelEdit"));
    jobs_->setObjectName(QStringLiteral("slurmJobsSpin"));
    gpusPerJob_->setObjectName(QStringLiteral("slurmGpusPerJobSpin"));
    timeLimit_->setObjectName(QStringLiteral("slurmTimeLimitEdit"));
    maxLost_->setObjectName(QStringLiteral("slurmMaxLostSpin"));
    workerPath_->setObjectName(QStringLiteral("slurmWorkerPathEdit"));
    pendingTimeout_->setObjectName(QStringLiteral("slurmPendingTimeoutSpin"));
    controllerWait_->setObjectName(QStringLiteral("slurmControllerWaitSpin"));
    error_->setObjectName(QStringLiteral("slurmError"));

    saveProfile_->setText(tr("Save as profile…"));
    saveProfile_->setToolTip(tr("Write these settings as a named profile to the Slurm profiles file"));
    profile_->setToolTip(tr("A profile of the Slurm profiles file fills the fields below; they stay editable"));
    profilesInfo_->setWordWrap(true);
    partition_->setPlaceholderText(tr("the cluster's default"));
    partition_->setToolTip(tr("Partition the allocations are submitted to (--partition)"));
    account_->setPlaceholderText(tr("your default account"));
    account_->setToolTip(tr("Account the allocations are charged to (--account)"));
    constraint_->setPlaceholderText(tr("none"));
    constraint_->setToolTip(tr("Node features the allocations need (--constraint), e.g. h200"));
    gpuModel_->setPlaceholderText(tr("as the first worker's"));
    gpuModel_->setToolTip(tr("Every worker's GPU must have this name (e.g. NVIDIA H200), so that all measurements "
                             "of the session compare alike"));
    jobs_->setRange(1, 64);
    jobs_->setToolTip(tr("Allocations held for the session; each runs its workers on one node"));
    gpusPerJob_->setRange(0, 16);
    gpusPerJob_->setSpecialValueText(tr("no GPU request (GRES-less partition)"));
    gpusPerJob_->setToolTip(tr("GPUs per allocation, one worker per GPU; 0 requests no GPU and runs one worker"));
    timeLimit_->setPlaceholderText(tr("e.g. 01:00:00 or 2-00:00:00"));
    timeLimit_->setToolTip(tr("Time limit of each allocation (--time): M, M:S, H:M:S, D-H, D-H:M or D-H:M:S"));
    maxLost_->setRange(0, 100);
    maxLost_->setToolTip(tr("How often one measurement may be lost with its machine (preempted, node failure, time "
                            "limit) and run again before the run ends"));
    workerPath_->setPlaceholderText(tr("beside augur-cli (shared file system)"));
    workerPath_->setToolTip(tr("augur-worker as the nodes see it: an absolute path"));
    pendingTimeout_->setRange(1.0, 7 * 86400.0);
    pendingTimeout_->setDecimals(0);
    pendingTimeout_->setSuffix(tr(" s"));
    pendingTimeout_->setToolTip(tr("An allocation pending longer is cancelled and the session ends with the reason"));
    controllerWait_->setRange(0.0, 86400.0);
    controllerWait_->setDecimals(0);
    controllerWait_->setSuffix(tr(" s"));
    controllerWait_->setToolTip(tr("How long an unreachable Slurm controller is waited for before the run ends"));
    error_->setStyleSheet(QStringLiteral("color: #c62828"));
    error_->setWordWrap(true);
    error_->hide();
    // Wide enough for their placeholders: an elided hint says nothing.
    for (QLineEdit* e : {partition_, account_, constraint_, gpuModel_, timeLimit_})
        e->setMinimumWidth(std::max(120, e->fontMetrics().horizontalAdvance(e->placeholderText()) + 16));

    auto* grid = new QGridLayout(this);
    auto row = [grid](int r, int c, const QString& label, QWidget* field, int span = 1, QWidget* buddy = nullptr) {
        auto* l = new QLabel(label);
        l->setBuddy(buddy ? buddy : field);
        grid->addWidget(l, r, c);
        grid->addWidget(field, r, c + 1, 1, span);
    };
    auto* profileRow = new QWidget;
    auto* profileLayout = new QHBoxLayout(profileRow);
    profileLayout->setContentsMargins(0, 0, 0, 0);
    profileLayout->addWidget(profile_, 1);
    profileLayout->addWidget(saveProfile_);
    row(0, 0, tr("Profile:"), profileRow, 3);
    grid->addWidget(profilesInfo_, 1, 1, 1, 3);
    row(2, 0, tr("Partition:"), partition_);
    row(2, 2, tr("Account:"), account_);
    row(3, 0, tr("Constraint:"), constraint_);
    row(3, 2, tr("GPU model:"), gpuModel_);
    row(4, 0, tr("Jobs:"), jobs_);
    row(4, 2, tr("Time limit:"), timeLimit_);
    // A row of its own: the text for 0 is long, and beside another field it would narrow
    // the whole column.
    auto* gpus = new QWidget;
    auto* gpusLayout = new QHBoxLayout(gpus);
    gpusLayout->setContentsMargins(0, 0, 0, 0);
    gpusLayout->addWidget(gpusPerJob_);
    gpusLayout->addStretch(1);
    row(5, 0, tr("GPUs per job:"), gpus, 3, gpusPerJob_);
    row(6, 0, tr("Pending timeout:"), pendingTimeout_);
    row(6, 2, tr("Controller wait:"), controllerWait_);
    row(7, 0, tr("Reruns per measurement:"), maxLost_);
    row(8, 0, tr("Worker path:"), workerPath_, 3);
    grid->addWidget(error_, 9, 0, 1, 4);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    connect(profile_, &QComboBox::currentIndexChanged, this, &SlurmSettingsGroup::profileChosen);
    connect(saveProfile_, &QPushButton::clicked, this, &SlurmSettingsGroup::askProfileName);
    for (QLineEdit* e : {partition_, account_, constraint_, gpuModel_, timeLimit_, workerPath_})
        connect(e, &QLineEdit::textChanged, this, &SlurmSettingsGroup::fieldEdited);
    for (QSpinBox* s : {jobs_, gpusPerJob_, maxLost_})
        connect(s, &QSpinBox::valueChanged, this, &SlurmSettingsGroup::fieldEdited);
    for (QDoubleSpinBox* s : {pendingTimeout_, controllerWait_})
        connect(s, &QDoubleSpinBox::valueChanged, this, &SlurmSettingsGroup::fieldEdited);
    setSettings(SlurmSettings{});
}

void SlurmSettingsGroup::setSettings(const SlurmSettings& s) {
    filling_ = true;
    partition_->setText(QString::fromStdString(s.partition));
    account_->setText(QString::fromStdString(s.account));
    constraint_->setText(QString::fromStdString(s.constraint));
    gpuModel_->setText(QString::fromStdString(s.gpuModel));
    jobs_->setValue(s.jobs);
    gpusPerJob_->setValue(s.gpusPerJob);
    timeLimit_->setText(QString::fromStdString(s.timeLimit));
    maxLost_->setValue(s.maxLost);
    workerPath_->setText(QString::fromStdString(s.workerPath));
    pendingTimeout_->setValue(s.pendingTimeoutS);
    controllerWait_->setValue(s.controllerWaitS);
    filling_ = false;
    // The list is read again: the file may have changed since the dialog last read it.
    loadProfiles(QString::fromStdString(s.profile));
    fieldEdited();
}

SlurmSettings SlurmSettingsGroup::settings() const {
    SlurmSettings s;
    s.profile = profile_->currentData().toString().toStdString();
    s.partition = text(partition_).toStdString();
    s.account = text(account_).toStdString();
    s.constraint = text(constraint_).toStdString();
    s.gpuModel = text(gpuModel_).toStdString();
    s.jobs = jobs_->value();
    s.gpusPerJob = gpusPerJob_->value();
    s.timeLimit = text(timeLimit_).toStdString();
    s.maxLost = maxLost_->value();
    s.workerPath = text(workerPath_).toStdString();
    s.pendingTimeoutS = pendingTimeout_->value();
    s.controllerWaitS = controllerWait_->value();
    return s;
}

QString SlurmSettingsGroup::fieldName(const std::string& key) const {
    if (key == "partition") return tr("Partition");
    if (key == "account") return tr("Account");
    if (key == "constraint") return tr("Constraint");
    if (key == "gpu_model") return tr("GPU model");
    if (key == "jobs") return tr("Jobs");
    if (key == "gpus_per_job") return tr("GPUs per job");
    if (key == "time_limit") return tr("Time limit");
    if (key == "max_lost") return tr("Reruns per measurement");
    if (key == "worker_path") return tr("Worker path");
    if (key == "pending_timeout_s") return tr("Pending timeout");
    if (key == "controller_wait_s") return tr("Controller wait");
    return QString::fromStdString(key);
}

QWidget* SlurmSettingsGroup::fieldWidget(const std::string& key) const {
    if (key == "partition") return partition_;
    if (key == "account") return account_;
    if (key == "constraint") return constraint_;
    if (key == "gpu_model") return gpuModel_;
    if (key == "jobs") return jobs_;
    if (key == "gpus_per_job") return gpusPerJob_;
    if (key == "time_limit") return timeLimit_;
    if (key == "max_lost") return maxLost_;
    if (key == "worker_path") return workerPath_;
    if (key == "pending_timeout_s") return pendingTimeout_;
    if (key == "controller_wait_s") return controllerWait_;
    return nullptr;
}

namespace {
/// The key validate() named ("slurm.time_limit" -> "time_limit").
std::string keyOf(const InputError& e) {
    const std::string& f = e.field();
    const auto dot = f.rfind('.');
    return dot == std::string::npos ? f : f.substr(dot + 1);
}
} // namespace

QString SlurmSettingsGroup::validationError() const {
    try {
        settings().validate("slurm", "slurm.");
    } catch (const InputError& e) {
        // The reason stays as core writes it (the command line and the session file say
        // the same); the field is named as the dialog shows it and as the file stores it.
        return tr("%1 (%2): %3")
            .arg(fieldName(keyOf(e)), QString::fromStdString(e.field()), QString::fromStdString(e.reason()));
    }
    return {};
}

void SlurmSettingsGroup::showValidation(bool show) {
    validationShown_ = show;
    std::string key;
    QString message;
    if (show) {
        try {
            settings().validate("slurm", "slurm.");
        } catch (const InputError& e) {
            key = keyOf(e);
        }
        message = validationError();
    }
    for (const char* k : {"partition", "account", "constraint", "gpu_model", "jobs", "gpus_per_job", "time_limit",
                          "max_lost", "worker_path", "pending_timeout_s", "controller_wait_s"})
        fieldWidget(k)->setStyleSheet(k == key ? QString::fromLatin1(kMarked) : QString());
    error_->setText(message);
    error_->setVisible(!message.isEmpty());
}

void SlurmSettingsGroup::fieldEdited() {
    if (filling_) return;
    // A shown refusal follows the fields: it goes once the value is fixed.
    if (validationShown_) showValidation(true);
    Q_EMIT changed();
}

void SlurmSettingsGroup::loadProfiles(const QString& wanted) {
    const std::string file = SlurmProfileStore::defaultPath();
    profilesFile_ = QString::fromStdString(file);
    loadError_.clear();
    store_ = SlurmProfileStore{};
    try {
        store_ = SlurmProfileStore::load(file);
    } catch (const std::exception& e) {
        loadError_ = QString::fromStdString(e.what());
    }
    {
        QSignalBlocker block(profile_); // choosing the entry of the settings shown fills nothing
        profile_->clear();
        profile_->addItem(tr("(none: the settings below)"), QString());
        const std::string defaultName = !store_.defaultName.empty()
            ? store_.defaultName
            : (store_.profiles.size() == 1 ? store_.profiles.front().profile : "");
        for (const SlurmSettings& p : store_.profiles) {
            const QString name = QString::fromStdString(p.profile);
            profile_->addItem(p.profile == defaultName ? tr("%1 (default)").arg(name) : name, name);
            profile_->setItemData(profile_->count() - 1, QString::fromStdString(p.describe()), Qt::ToolTipRole);
        }
        profile_->setCurrentIndex(std::max(0, profile_->findData(wanted)));
    }
    if (!loadError_.isEmpty()) {
        profilesInfo_->setText(loadError_);
        profilesInfo_->setStyleSheet(QStringLiteral("color: #c62828"));
    } else {
        profilesInfo_->setStyleSheet(QString());
        profilesInfo_->setText(store_.profiles.empty()
                                   ? tr("%1 has no profile yet: Save as profile… adds one.").arg(profilesFile_)
                                   : tr("Profiles from %1").arg(profilesFile_));
    }
}

void SlurmSettingsGroup::profileChosen() {
    const QString name = profile_->currentData().toString();
    if (name.isEmpty()) { // "(none)": the fields as they are
        Q_EMIT changed();
        return;
    }
    for (const SlurmSettings& p : store_.profiles)
        if (QString::fromStdString(p.profile) == name) {
            filling_ = true;
            partition_->setText(QString::fromStdString(p.partition));
            account_->setText(QString::fromStdString(p.account));
            constraint_->setText(QString::fromStdString(p.constraint));
            gpuModel_->setText(QString::fromStdString(p.gpuModel));
            jobs_->setValue(p.jobs);
            gpusPerJob_->setValue(p.gpusPerJob);
            timeLimit_->setText(QString::fromStdString(p.timeLimit));
            maxLost_->setValue(p.maxLost);
            workerPath_->setText(QString::fromStdString(p.workerPath));
            pendingTimeout_->setValue(p.pendingTimeoutS);
            controllerWait_->setValue(p.controllerWaitS);
            filling_ = false;
            break;
        }
    fieldEdited();
}

QString SlurmSettingsGroup::saveAsProfile(const QString& rawName) {
    const QString name = rawName.trimmed();
    if (name.isEmpty()) return tr("A profile needs a name.");
    if (name.size() > kMaxProfileName) return tr("A profile name has at most %1 characters.").arg(kMaxProfileName);
    if (const QString invalid = validationError(); !invalid.isEmpty()) {
        showValidation(true);
        return invalid;
    }
    SlurmSettings s = settings();
    s.profile = name.toStdString();
    const std::string file = SlurmProfileStore::defaultPath();
    try {
        // Read again just before writing: profiles another program added are kept.
        SlurmProfileStore store = SlurmProfileStore::load(file);
        store.put(s);
        store.save(file);
    } catch (const InputError& e) {
        return tr("%1 cannot be read, so it is left as it is: %2")
            .arg(QString::fromStdString(file), QString::fromStdString(e.what()));
    } catch (const std::exception& e) {
        return tr("The profile could not be saved: %1").arg(QString::fromStdString(e.what()));
    }
    loadProfiles(name);
    profilesInfo_->setText(tr("Saved profile %1 to %2.").arg(name, profilesFile_));
    Q_EMIT changed();
    return {};
}

void SlurmSettingsGroup::askProfileName() {
    QString suggestion = profile_->currentData().toString();
    if (suggestion.isEmpty()) suggestion = text(partition_);
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Save as profile"),
                              tr("Profile name (in %1):").arg(QString::fromStdString(SlurmProfileStore::defaultPath())),
                              QLineEdit::Normal, suggestion, &ok)
            .trimmed();
    if (!ok || name.isEmpty()) return;
    if (profile_->findData(name) > 0 &&
        QMessageBox::question(this, tr("Save as profile"), tr("Replace the profile %1?").arg(name)) != QMessageBox::Yes)
        return;
    if (const QString why = saveAsProfile(name); !why.isEmpty()) {
        error_->setText(why);
        error_->show();
    }
}

} // namespace augur::ui
