<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BaselineLoader</name>
    <message>
        <location filename="../ui/session/BaselineLoader.cpp" line="+17"/>
        <source>Baselines need a replayed dataset: a GPU session has no recorded space to compare with.</source>
        <translation>Las líneas base necesitan un conjunto de datos reproducido: una sesión en GPU no tiene un espacio registrado con el que comparar.</translation>
    </message>
</context>
<context>
    <name>BinHistogram</name>
    <message>
        <location filename="../ui/charts/BinHistogram.cpp" line="+73"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bin %1 %2: %3</source>
        <translation>clase %1 %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
p = %1</source>
        <translation>
p = %1</translation>
    </message>
</context>
<context>
    <name>BinScheme</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+57"/>
        <source>severe slowdown</source>
        <translation>ralentización severa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowdown</source>
        <translation>ralentización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slight slowdown</source>
        <translation>ralentización leve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parity to slight speedup</source>
        <translation>paridad a aceleración leve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>large speedup</source>
        <translation>aceleración grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very large speedup</source>
        <translation>aceleración muy grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extreme speedup</source>
        <translation>aceleración extrema</translation>
    </message>
</context>
<context>
    <name>BudgetDialog</name>
    <message>
        <location filename="../ui/settings/BudgetDialog.cpp" line="+21"/>
        <source>Raise budget</source>
        <translation>Ampliar presupuesto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The session is running: the new measurement budget applies at once.</source>
        <translation>La sesión está en ejecución: el nuevo presupuesto de mediciones se aplica de inmediato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session has finished: it continues with the new budgets.</source>
        <translation>La sesión ha finalizado: continúa con los nuevos presupuestos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements (%1 used):</source>
        <translation>Mediciones de GPU (%1 usadas):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates (%1 so far):</source>
        <translation>Candidatos (%1 hasta ahora):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time (%1 s so far):</source>
        <translation>Tiempo real (%1 s hasta ahora):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue session</source>
        <translation>Continuar la sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Raise the measurement budget above the %1 measurements already taken.</source>
        <translation>Suba el presupuesto de mediciones por encima de las %1 ya realizadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the candidate budget above the %1 candidates already considered.</source>
        <translation>Suba el presupuesto de candidatos por encima de los %1 ya considerados.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the wall time above the %1 s already used, or set no limit.</source>
        <translation>Suba el tiempo real por encima de los %1 s ya usados, o déjelo sin límite.</translation>
    </message>
</context>
<context>
    <name>CalibrationPanel</name>
    <message numerus="yes">
        <location filename="../ui/session/CalibrationPanel.cpp" line="+62"/>
        <source>%n measured prior(s) (no prediction yet) left out.</source>
        <translation>
            <numerusform>%n distribución a priori medida (aún sin predicción) excluida.</numerusform>
            <numerusform>%n distribuciones a priori medidas (aún sin predicción) excluidas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No measured forecasts yet: the scores appear once forecast candidates have been measured.</source>
        <translation>Aún no hay predicciones medidas: las puntuaciones aparecen cuando se miden candidatos con predicción.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forecasts later measured: %1%2
Brier (mean): %3   CRPS (mean): %4   ECE: %5</source>
        <translation>Predicciones medidas después: %1%2
Brier (media): %3   CRPS (media): %4   ECE: %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (+%1 abstentions)</source>
        <translation> (+%1 abstenciones)</translation>
    </message>
</context>
<context>
    <name>CandidateActions</name>
    <message>
        <location filename="../ui/window/CandidateActions.cpp" line="+60"/>
        <source>Measure now</source>
        <translation>Medir ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept forecast</source>
        <translation>Aceptar predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exclude</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand from here</source>
        <translation>Expandir desde aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the diff of the two candidates selected in the table</source>
        <translation>Mostrar las diferencias de los dos candidatos seleccionados en la tabla</translation>
    </message>
</context>
<context>
    <name>CandidateEditing</name>
    <message>
        <location filename="../ui/session/CandidateEditing.cpp" line="+44"/>
        <source>This session replays recorded measurements, so it cannot measure a new source. To measure your kernel, open the problem folder with the cuda backend (File &gt; New session).</source>
        <translation>Esta sesión reproduce mediciones registradas, así que no puede medir un código fuente nuevo. Para medir su kernel, abra la carpeta del problema con el backend cuda (Archivo &gt; Nueva sesión).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the session is finished and kept in memory only, so it cannot be continued; start a session with a file to add candidates</source>
        <translation>la sesión ha finalizado y solo está en memoria, así que no se puede continuar; inicie una sesión con archivo para añadir candidatos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continuing the finished session to measure the new candidate</source>
        <translation>continuando la sesión finalizada para medir el candidato nuevo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new candidate is measured when the session starts</source>
        <translation>el candidato nuevo se medirá cuando se inicie la sesión</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Edit as new candidate…</source>
        <translation>Editar como candidato nuevo…</translation>
    </message>
</context>
<context>
    <name>CandidateEditor</name>
    <message>
        <location filename="../ui/kernel/CandidateEditor.cpp" line="+146"/>
        <source>Compile with NVRTC for %1, without running anything</source>
        <translation>Compilar con NVRTC para %1, sin ejecutar nada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVRTC library was found: the source is compiled when it is measured</source>
        <translation>No se encontró la biblioteca NVRTC: el código se compila al medirlo</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Submitted; waiting for the engine…</source>
        <translation>Enviado; esperando al motor…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 MiB is over the 1 MiB limit for a candidate&apos;s source</source>
        <translation>%1 MiB supera el límite de 1 MiB para el código de un candidato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compiling for %1…</source>
        <translation>Compilando para %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The compiler failed: %1</source>
        <translation>El compilador falló: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 registers, %3 B spilled</source>
        <translation>%1: %2 registros, %3 B desbordados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiles for %1 in %2 ms. %3</source>
        <translation>Compila para %1 en %2 ms. %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not compile for %1.</source>
        <translation>No compila para %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Added as #%1, a child of #%2; measuring…</source>
        <translation>Añadido como #%1, hijo de #%2; midiendo…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 is being measured…</source>
        <translation>#%1 se está midiendo…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 measured: S = %2× [%3, %4], %5 per run against %6 for the reference (%7 samples)</source>
        <translation>#%1 medido: S = %2× [%3, %4], %5 por ejecución frente a %6 de la referencia (%7 muestras)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#%1 failed (%2): %3</source>
        <translation>#%1 falló (%2): %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The launch plan was refused (see below the plan).</source>
        <translation>El plan de lanzamiento fue rechazado (vea debajo del plan).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (line %2): %3</source>
        <translation>%1 (línea %2): %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning: %1</source>
        <translation>aviso: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n error(s) marked in the source.</source>
        <translation>
            <numerusform>%n error marcado en el código.</numerusform>
            <numerusform>%n errores marcados en el código.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New candidate from #%1</source>
        <translation>Candidato nuevo a partir de #%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New candidate, a child of #%1: edit the source and the launch plan, then submit to measure it.</source>
        <translation>Candidato nuevo, hijo de #%1: edite el código y el plan de lanzamiento y envíelo para medirlo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA source (kernels must be extern &quot;C&quot;):</source>
        <translation>Código CUDA (los kernels deben ser extern &quot;C&quot;):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan (JSON; sizes and buffers of the problem):</source>
        <translation>Plan de lanzamiento (JSON; tamaños y búferes del problema):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check compile</source>
        <translation>Comprobar compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit and measure</source>
        <translation>Enviar y medir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in tree</source>
        <translation>Mostrar en el árbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <location filename="../ui/session/CandidateModel.cpp" line="+55"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted bin</source>
        <translation>Clase pred.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>Confianza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S</source>
        <translation>S esperada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S</source>
        <translation>S medida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gain</source>
        <translation>Ganancia de energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J/launch</source>
        <translation>J/lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bin</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override</source>
        <translation>Acción manual</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>reference: %1</source>
        <translation>referencia: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior</source>
        <translation>a priori</translation>
    </message>
</context>
<context>
    <name>CandidateReportView</name>
    <message>
        <location filename="../ui/kernel/CandidateReportView.cpp" line="+89"/>
        <source>Show PTX</source>
        <translation>Mostrar PTX</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a candidate to see its compile report and measurement.</source>
        <translation>Seleccione un candidato para ver su informe de compilación y su medición.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No CUDA compiler: %1</source>
        <translation>Sin compilador CUDA: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC was not found</source>
        <translation>no se encontró NVRTC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This candidate has no source to compile</source>
        <translation>Este candidato no tiene código fuente que compilar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compile the source shown in the Source tab with NVRTC for %1 and show the PTX</source>
        <translation>Compilar con NVRTC para %1 el código de la pestaña Código fuente y mostrar el PTX</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Compiling for %1…</source>
        <translation>Compilando para %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The compiler failed: %1</source>
        <translation>El compilador falló: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compilation for %1 failed; the compiler&apos;s log is below.</source>
        <translation>La compilación para %1 falló; el registro del compilador está debajo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 registers, %3 spilled</source>
        <translation>%1: %2 registros, %3 desbordados</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PTX for %1, compiled in %2. %3</source>
        <translation>PTX para %1, compilado en %2. %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>overhead</source>
        <translation>preparación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>profile</source>
        <translation>perfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compile %1, correctness %2, timing %3, other %4; total %5</source>
        <translation>compilación %1, corrección %2, tiempos %3, otros %4; total %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not measured</source>
        <translation>no medido</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Harness verdict</source>
        <translation>Veredicto del arnés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replay (as recorded in the dataset)</source>
        <translation>reproducción (tal como lo registró el conjunto de datos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Timing</source>
        <translation>Tiempos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference, per run</source>
        <translation>Referencia, por ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate, per run</source>
        <translation>Candidato, por ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (IQR %2)</source>
        <translation>%1 (RIC %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speedup</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1× (confidence interval %2–%3)</source>
        <translation>%1× (intervalo de confianza %2–%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples</source>
        <translation>Muestras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CI half-width</source>
        <translation>Semiancho del IC</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>CUPTI cross-check</source>
        <translation>Contraste con CUPTI</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>event / kernel time: reference %1, candidate %2</source>
        <translation>tiempo de eventos / de kernel: referencia %1, candidato %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>unavailable: %1</source>
        <translation>no disponible: %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Phases</source>
        <translation>Fases</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Compile</source>
        <translation>Compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC time</source>
        <translation>Tiempo de NVRTC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registers</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per thread</source>
        <translation>%1 por hilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spills</source>
        <translation>Desbordamientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stored, %2 loaded</source>
        <translation>%1 escritos, %2 leídos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static shared memory</source>
        <translation>Memoria compartida estática</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 registers, NVRTC %2</source>
        <translation>%1 registros, NVRTC %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2% (%3 blocks/SM, %4 waves)</source>
        <translation>%1: %2% (%3 bloques/SM, %4 oleadas)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 (%3 blocks/SM, limited by %4; computed for %5)</source>
        <translation>%1: %2 (%3 bloques/SM, limitado por %4; calculado para %5)</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Theoretical occupancy</source>
        <translation>Ocupación teórica</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspicion</source>
        <translation>Sospecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmation</source>
        <translation>Confirmación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (second S %2×)</source>
        <translation>%1 (segunda S %2×)</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Compiler log</source>
        <translation>Registro del compilador</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>GPU before timing</source>
        <translation>GPU antes de la medición de tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU after timing</source>
        <translation>GPU después de la medición de tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Throttling</source>
        <translation>Limitación de reloj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Short kernel</source>
        <translation>Kernel corto</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU state</source>
        <translation>Estado de la GPU</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>timed in batches of %1 launches, each on its own buffers</source>
        <translation>medido en lotes de %1 lanzamientos, cada uno con sus propios búferes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SM %1 MHz, memory %2 MHz, %3 °C, %4 W</source>
        <translation>SM %1 MHz, memoria %2 MHz, %3 °C, %4 W</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; clock reasons: %1</source>
        <translation>; motivos del reloj: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first timing ran throttled; timed again, unthrottled</source>
        <translation>la primera medición se hizo con la GPU limitada; se repitió sin limitación</translation>
    </message>
</context>
<context>
    <name>CandidateTablePanel</name>
    <message>
        <location filename="../ui/session/CandidateTablePanel.cpp" line="+117"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All states</source>
        <translation>Todos los estados</translation>
    </message>
</context>
<context>
    <name>ClusterPanel</name>
    <message>
        <location filename="../ui/session/ClusterPanel.cpp" line="+257"/>
        <source>This session replays recorded measurements (backend: %1); it has no cluster.</source>
        <translation>Esta sesión reproduce mediciones registradas (backend: %1); no tiene clúster.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session measures on this machine (backend: %1); it has no cluster.</source>
        <translation>Esta sesión mide en esta máquina (backend: %1); no tiene clúster.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler: %1 · %2</source>
        <translation>Planificador: %1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profile %1</source>
        <translation>perfil %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot measure now: %1</source>
        <translation>No se puede medir ahora: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pending · %2 running</source>
        <translation>%1 en espera · %2 en ejecución</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job has started)</source>
        <translation>— (ningún trabajo ha empezado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>— (no worker has started)</source>
        <translation>— (ningún worker ha arrancado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 per minute over the last 5 minutes · %3 per minute overall</source>
        <translation>%1 hechas · %2 por minuto en los últimos 5 minutos · %3 por minuto en total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (each run again in another allocation)</source>
        <translation>%1 (cada uno se repite en otra asignación)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job is running)</source>
        <translation>— (ningún trabajo en ejecución)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler jobs: %1</source>
        <translation>Trabajos del planificador: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1</source>
        <translation>Eventos: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ended at %1</source>
        <translation>terminó a las %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Controller: up</source>
        <translation>Controlador: disponible</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Controller: unreachable for %1 s: %2</source>
        <translation>Controlador: inalcanzable desde hace %1 s: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>submitted</source>
        <translation>enviado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pending</source>
        <translation>en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>controller</source>
        <translation>controlador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>reenviado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker</source>
        <translation>worker</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Jobs:</source>
        <translation>Trabajos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocations submitted:</source>
        <translation>Asignaciones enviadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in use:</source>
        <translation>GPU en uso:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers up:</source>
        <translation>Workers activos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean queue wait:</source>
        <translation>Espera media en cola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean worker start:</source>
        <translation>Arranque medio de worker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements:</source>
        <translation>Mediciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost with their machine:</source>
        <translation>Perdidos con su máquina:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:</source>
        <translation>Nodos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node</source>
        <translation>Nodo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waited</source>
        <translation>Esperó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ran</source>
        <translation>Ejecutó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time in the queue, from submission to running</source>
        <translation>Tiempo en la cola, del envío a la ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time since it started running (until it ended)</source>
        <translation>Tiempo desde que empezó a ejecutarse (hasta que terminó)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes and seconds since the session&apos;s backend started</source>
        <translation>Minutos y segundos desde que arrancó el backend de la sesión</translation>
    </message>
</context>
<context>
    <name>DeferralPanel</name>
    <message>
        <location filename="../ui/session/DeferralPanel.cpp" line="+87"/>
        <source>Accepted on forecast (not measured): %1. GPU measurements used: %2 of %3.</source>
        <translation>Aceptados por predicción (sin medir): %1. Mediciones de GPU usadas: %2 de %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accepted on forecast (not measured): %1.</source>
        <translation>Aceptados por predicción (sin medir): %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At %1: coverage %2%, expected risk %3 (over measured forecasts).</source>
        <translation>En %1: cobertura %2%, riesgo esperado %3 (sobre predicciones medidas).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Candidates whose forecast confidence is below the threshold are measured</source>
        <translation>Se miden los candidatos cuya confianza de predicción está por debajo del umbral</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Confidence below the threshold: defer to the GPU. At or above: accept the forecast.</source>
        <translation>Confianza por debajo del umbral: se deriva a la GPU. Igual o superior: se acepta la predicción.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Deferral threshold: %1 (requested)</source>
        <translation>Umbral de derivación: %1 (solicitado)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+58"/>
        <source>Deferral threshold: %1</source>
        <translation>Umbral de derivación: %1</translation>
    </message>
</context>
<context>
    <name>DiagnosisPanel</name>
    <message>
        <location filename="../ui/session/DiagnosisPanel.cpp" line="+74"/>
        <source>Select a candidate to see its diagnoses.</source>
        <translation>Seleccione un candidato para ver sus diagnósticos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: not measured; diagnoses come with a measurement.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: sin medir; los diagnósticos llegan con una medición.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: the measurement failed; its reason is in the Forecast panel.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: la medición falló; el motivo está en el panel Pronóstico.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counters: %1 replay passes, %2 ms of profiling</source>
        <translation>Contadores: %1 pasadas de repetición, %2 ms de perfilado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No report from the backend: nothing to diagnose.</source>
        <translation>Sin informe del backend: nada que diagnosticar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not profiled: findings from nominal rates, the ptxas report and launch geometry.</source>
        <translation>Sin perfilar: hallazgos a partir de las tasas nominales, el informe de ptxas y la geometría de lanzamiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters unavailable: %1</source>
        <translation>Contadores no disponibles: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Energy: %1 J/launch at %2 W average</source>
        <translation>Energía: %1 J/lanzamiento a %2 W de media</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1–%2 over %3 repeats)</source>
        <translation> (%1–%2 en %3 repeticiones)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (spread %1%)</source>
        <translation> (dispersión %1%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; reference %1 J/launch at %2 W</source>
        <translation>; referencia %1 J/lanzamiento a %2 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Energy: %1 J/launch</source>
        <translation>Energía: %1 J/lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; reference %1 J/launch</source>
        <translation>; referencia %1 J/lanzamiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy unavailable: %1</source>
        <translation>Energía no disponible: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: nothing to report.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: nada que señalar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: one finding</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: un hallazgo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: %2 findings, largest estimated gain first</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: %2 hallazgos, mayor ganancia estimada primero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, est. gain %2%</source>
        <translation>%1, ganancia est. %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low</source>
        <translation>baja</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <location filename="../ui/kernel/DiffView.cpp" line="+116"/>
        <source>Against:</source>
        <translation>Comparar con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parent</source>
        <translation>padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate</source>
        <translation>candidato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the left side shows: the parent, the reference or the candidate with the id beside</source>
        <translation>Lo que muestra el lado izquierdo: el padre, la referencia o el candidato con el id de al lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unified</source>
        <translation>Unificado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold unchanged</source>
        <translation>Plegar lo no cambiado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide long runs of unchanged lines, keeping three lines around each change</source>
        <translation>Oculta los tramos largos de líneas sin cambios y deja tres líneas alrededor de cada cambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy patch</source>
        <translation>Copiar parche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the diff as a unified patch (diff -u) to the clipboard</source>
        <translation>Copia las diferencias como parche unificado (diff -u) al portapapeles</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S %1 → %2</source>
        <translation>S %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not compared</source>
        <translation>sin comparar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>identical sources</source>
        <translation>códigos idénticos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 −%2 lines</source>
        <translation>+%1 −%2 líneas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⋯ %1 unchanged lines</source>
        <translation>⋯ %1 líneas sin cambios</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No diff: %1</source>
        <translation>No se comparó: %1</translation>
    </message>
</context>
<context>
    <name>DiscoveryPanel</name>
    <message>
        <location filename="../ui/session/DiscoveryPanel.cpp" line="+80"/>
        <source>A measured child at least this many times faster than its measured parent is a discovery moment</source>
        <translation>Un hijo medido al menos tantas veces más rápido que su padre medido es un momento de descubrimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent</source>
        <translation>Padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Child</source>
        <translation>Hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S parent</source>
        <translation>S padre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S child</source>
        <translation>S hijo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratio</source>
        <translation>Cociente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameter change</source>
        <translation>Cambio de parámetros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click or press Enter to select the child and see what changed against its parent</source>
        <translation>Doble clic o Intro para seleccionar el hijo y ver qué cambió respecto a su padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>δ (S child / S parent) ≥</source>
        <translation>δ (S hijo / S padre) ≥</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>(source change)</source>
        <translation>(cambio en el código fuente)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n discovery moment(s)</source>
        <translation>
            <numerusform>%n momento de descubrimiento</numerusform>
            <numerusform>%n momentos de descubrimiento</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <location filename="../ui/base/DisplayNames.cpp" line="+9"/>
        <source>accept</source>
        <translation>aceptar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defer</source>
        <translation>derivar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>exclude</source>
        <translation>excluir</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>may beat the best</source>
        <translation>puede superar al mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>override</source>
        <translation>acción manual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>budget used</source>
        <translation>presupuesto agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure-all baseline</source>
        <translation>línea base de medir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>no usable forecast</source>
        <translation>sin predicción utilizable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>explore</source>
        <translation>explorar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measure now</source>
        <translation>medir ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accept forecast</source>
        <translation>aceptar predicción</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile error</source>
        <translation>error de compilación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong result</source>
        <translation>resultado incorrecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime error</source>
        <translation>error de ejecución</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeout</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crash</source>
        <translation>caída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid configuration</source>
        <translation>configuración no válida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MaxProb</source>
        <translation>MaxProb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NegEntropy</source>
        <translation>NegEntropy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-2 margin</source>
        <translation>margen top-2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tuner</source>
        <translation>afinador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>user</source>
        <translation>usuario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dataset</source>
        <translation>conjunto de datos</translation>
    </message>
</context>
<context>
    <name>EvaluationView</name>
    <message>
        <location filename="../ui/charts/EvaluationView.cpp" line="+32"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>fallidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CRPS</source>
        <translation>CRPS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NLL</source>
        <translation>NLL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exact</source>
        <translation>exacta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within one</source>
        <translation>a una clase</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spearman ρ</source>
        <translation>ρ de Spearman</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECE</source>
        <translation>ECE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AURC</source>
        <translation>AURC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@1%</source>
        <translation>rec@1%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@5%</source>
        <translation>rec@5%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rec@10%</source>
        <translation>rec@10%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@25%</source>
        <translation>rec@25%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@50%</source>
        <translation>rec@50%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation>tiempo (s)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Datasets of measured candidates</source>
        <translation>Conjuntos de datos de candidatos medidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)</source>
        <translation>Conjuntos de datos (*.json *.json.gz *.jsonl *.jsonl.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name a dataset first (Browse…).</source>
        <translation>Indique primero un conjunto de datos (Examinar…).</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>The session has %n measured candidate(s); at least 2 are needed.</source>
        <translation>
            <numerusform>La sesión tiene %n candidato medido; se necesitan al menos 2.</numerusform>
            <numerusform>La sesión tiene %n candidatos medidos; se necesitan al menos 2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Evaluating…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluating: %1</source>
        <translation>Evaluando: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluation failed: %1</source>
        <translation>La evaluación falló: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 problem(s), %3 candidates (%4 measured); cross-validated by %5 (%6 folds, seed %7).</source>
        <translation>%1: %2 problema(s), %3 candidatos (%4 medidos); validación cruzada por %5 (%6 particiones, semilla %7).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fold</source>
        <translation>partición</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>problem</source>
        <translation>problema</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Calibration of the features surrogate on held-out folds: ECE %1 before, %2 after; NLL %3 before, %4 after.</source>
        <translation>Calibración del sustituto features en particiones reservadas: ECE %1 antes, %2 después; NLL %3 antes, %4 después.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Dataset file(s): T4, Augur dataset or export, GPU Forecasters or KernelBench records</source>
        <translation>Archivo(s) de datos: T4, conjunto o exportación de Augur, registros de GPU Forecasters o KernelBench</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: automatic</source>
        <translation>Partición: automática</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by fold</source>
        <translation>Partición: por partición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by problem</source>
        <translation>Partición: por problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folds: </source>
        <translation>particiones: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate dataset</source>
        <translation>Evaluar conjunto de datos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate session</source>
        <translation>Evaluar sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the open session&apos;s forecasts as they were made, and cross-validate the surrogates on its measured candidates</source>
        <translation>Puntúa las predicciones de la sesión abierta tal como se hicieron y valida de forma cruzada los sustitutos con sus candidatos medidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surrogate shown in the charts and the per-problem table</source>
        <translation>Sustituto que se muestra en los gráficos y en la tabla por problema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a dataset and press Evaluate dataset, or evaluate the open session.</source>
        <translation>Elija un conjunto de datos y pulse Evaluar conjunto de datos, o evalúe la sesión abierta.</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ui/session/ForecastPanel.cpp" line="+55"/>
        <source>The surrogate&apos;s reasoning appears here.</source>
        <translation>Aquí aparece el razonamiento del modelo sustituto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters changed against the parent.</source>
        <translation>Parámetros modificados respecto al padre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence:</source>
        <translation>Confianza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S:</source>
        <translation>S esperada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S:</source>
        <translation>S medida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per run:</source>
        <translation>Tiempo por ejecución:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>Decisión:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning:</source>
        <translation>Razonamiento:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences from parent:</source>
        <translation>Diferencias con el padre:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>Seleccione un candidato en la tabla o en el árbol.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>no prediction yet: a wide prior (the surrogate had %n measurement(s) to learn from)</source>
        <translation>
            <numerusform>aún sin predicción: una distribución a priori amplia (el sustituto tenía %n medición de la que aprender)</numerusform>
            <numerusform>aún sin predicción: una distribución a priori amplia (el sustituto tenía %n mediciones de las que aprender)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1× (the prior&apos;s mean, not a prediction)</source>
        <translation>%1× (la media de la distribución a priori, no una predicción)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2), predicted bin %3: %4</source>
        <translation>%1 (%2), clase predicha %3: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no usable forecast</source>
        <translation>sin predicción utilizable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>being forecast (an LLM forecast: the LLM dock shows its reasoning as it arrives)</source>
        <translation>pronóstico en curso (un pronóstico del LLM: el panel LLM muestra su razonamiento a medida que llega)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not forecast</source>
        <translation>sin predicción</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not measured</source>
        <translation>sin medir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1 %2</source>
        <translation>fallo: %1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1× [%2, %3] (bin %4: %5)</source>
        <translation>%1× [%2, %3] (bin %4: %5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1× (bin %2: %3)</source>
        <translation>%1× (clase %2: %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (IQR %2, %3 samples); reference %4</source>
        <translation>%1 (IQR %2, %3 muestras); referencia %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; reference %2 (as the dataset recorded them)</source>
        <translation>%1; referencia %2 (tal como los registró el conjunto de datos)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, reason: %2 (threshold %3)</source>
        <translation>%1, motivo: %2 (umbral %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>undecided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(root: no parent)</source>
        <translation>(raíz: sin padre)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1: no parameter change to list; the Kernel dock&apos;s Diff tab shows the source change</source>
        <translation>frente a #%1: ningún cambio de parámetro que listar; la pestaña Diferencias del panel Kernel muestra el cambio de código</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1:
</source>
        <translation>respecto a #%1:
</translation>
    </message>
</context>
<context>
    <name>JsonlExport</name>
    <message>
        <location filename="../ui/session/JsonlExport.cpp" line="+24"/>
        <source>the candidates do not form a tree: %1</source>
        <translation>los candidatos no forman un árbol: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>KernelPanel</name>
    <message>
        <location filename="../ui/kernel/KernelPanel.cpp" line="+39"/>
        <source>Source</source>
        <translation>Código fuente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diff</source>
        <translation>Diferencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source as NVRTC compiles it, with the launch plan</source>
        <translation>El código tal como lo compila NVRTC, con el plan de lanzamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What changed against the parent, the reference or another candidate</source>
        <translation>Qué cambió respecto al padre, la referencia u otro candidato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compile report and measurement of the candidate, and its PTX</source>
        <translation>Informe de compilación y medición del candidato, y su PTX</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>Seleccione un candidato en la tabla o en el árbol.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select a candidate, or two in the table and Compare.</source>
        <translation>Seleccione un candidato, o dos en la tabla y Comparar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#%1 has no parent: choose the reference or a candidate under &quot;Against&quot;.</source>
        <translation>#%1 no tiene padre: elija la referencia o un candidato en «Comparar con».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The session has no reference candidate.</source>
        <translation>La sesión no tiene candidato de referencia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no candidate #%1.</source>
        <translation>No existe el candidato #%1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No source to compare: %1</source>
        <translation>No hay código que comparar: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 (reference)</source>
        <translation>#%1 (referencia)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>KernelView</name>
    <message>
        <location filename="../ui/kernel/KernelView.cpp" line="+63"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grid</source>
        <translation>Malla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Block</source>
        <translation>Bloque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared bytes</source>
        <translation>Bytes compartidos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The launch plan evaluated for this candidate: grid and block sizes, dynamic shared memory per block</source>
        <translation>El plan de lanzamiento evaluado para este candidato: tamaños de malla y de bloque, memoria compartida dinámica por bloque</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#%1: the reference source</source>
        <translation>#%1: el código de referencia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1: the template at %2</source>
        <translation>#%1: la plantilla en %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>#%1: free-form source (%2)</source>
        <translation>#%1: código libre (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1: no source</source>
        <translation>#%1: sin código fuente</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No parameter changed against the parent</source>
        <translation>Ningún parámetro cambió respecto al padre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed: %1 (their lines are marked)</source>
        <translation>Cambiado: %1 (sus líneas están marcadas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No source to show: %1</source>
        <translation>No hay código que mostrar: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No launch plan: the session&apos;s problem records none.</source>
        <translation>Sin plan de lanzamiento: el problema de la sesión no registra ninguno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan not evaluated: %1</source>
        <translation>Plan de lanzamiento no evaluado: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/settings/LanguageMenu.cpp" line="+12"/>
        <location line="+21"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>LlmPanel</name>
    <message>
        <location filename="../ui/session/LlmPanel.cpp" line="+164"/>
        <source>This session uses no LLM (generator: %1, surrogate: %2). File &gt; New session… chooses an LLM generator or surrogate and its endpoint.</source>
        <translation>Esta sesión no usa ningún LLM (generador: %1, sustituto: %2). Archivo &gt; Nueva sesión… elige un generador o sustituto LLM y su endpoint.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Endpoint %1: %2 at %3 (generator: %4, surrogate: %5)</source>
        <translation>Endpoint %1: %2 en %3 (generador: %4, sustituto: %5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 done, %2 in flight, %3 without a reply</source>
        <translation>%1 terminadas, %2 en curso, %3 sin respuesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (HTTP attempts: %2; truncated replies: %3)</source>
        <translation>%1 (intentos HTTP: %2; respuestas truncadas: %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no request has finished)</source>
        <translation>— (ninguna solicitud ha terminado)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean %1 ms · p50 %2 ms · p95 %3 ms · max %4 ms</source>
        <translation>media %1 ms · p50 %2 ms · p95 %3 ms · máx. %4 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in · %2 out (%3 of them reasoning)</source>
        <translation>%1 de entrada · %2 de salida (%3 de razonamiento)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at the profile&apos;s prices</source>
        <translation>%1 a los precios del perfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not priced: set price_input_per_mtok and price_output_per_mtok in the endpoint profile (docs/llm.md)</source>
        <translation>sin precio: defina price_input_per_mtok y price_output_per_mtok en el perfil del endpoint (docs/llm.md)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (no cap)</source>
        <translation>%1 (sin límite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requests %1 · tokens %2</source>
        <translation>solicitudes %1 · tokens %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replies without an answer or rejected: %1</source>
        <translation>Respuestas sin contestar o rechazadas: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>child of #%1</source>
        <translation>hijo de #%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>generate</source>
        <translation>generar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecast</source>
        <translation>pronóstico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reply</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rejected</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Select a candidate to read the reasoning of its forecast.</source>
        <translation>Seleccione un candidato para leer el razonamiento de su pronóstico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast (arriving…)</source>
        <translation>Razonamiento del pronóstico de #%1 (llegando…)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>answer</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast</source>
        <translation>Razonamiento del pronóstico de #%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 has no forecast reasoning yet.</source>
        <translation>#%1 aún no tiene razonamiento de pronóstico.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Requests:</source>
        <translation>Solicitudes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries:</source>
        <translation>Reintentos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency:</source>
        <translation>Latencia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost:</source>
        <translation>Coste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caps:</source>
        <translation>Límites:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candidate</source>
        <translation>Candidato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Request</source>
        <translation>Solicitud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>no forecast asked for yet</source>
        <translation>aún no se ha pedido ninguna predicción</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Generator:</source>
        <translation>Generador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forecasts:</source>
        <translation>Predicciones:</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>%1 new candidates from %2 requests</source>
        <translation>%1 candidatos nuevos de %2 solicitudes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 requests · %2 tokens</source>
        <translation>%1 solicitudes · %2 tokens</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 without an LLM forecast: the features model alone</source>
        <translation>%1 sin predicción del LLM: solo el modelo de características</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 without a forecast: measured, never accepted on it</source>
        <translation>%1 sin predicción: se miden, nunca se aceptan por ella</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Per new candidate:</source>
        <translation>Por candidato nuevo:</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>stopped asking</source>
        <translation>dejó de preguntar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 candidates · %2 requests each · at most %3 HTTP attempts</source>
        <translation>%1 candidatos · %2 solicitudes cada uno · como máximo %3 intentos HTTP</translation>
    </message>
</context>
<context>
    <name>LlmSettingsDialog</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="+61"/>
        <source>LLM endpoints and prompts</source>
        <translation>Endpoints y prompts del LLM</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The endpoints file could not be read: %1</source>
        <translation>No se pudo leer el archivo de endpoints: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Endpoints</source>
        <translation>Endpoints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoints file: %1</source>
        <translation>Archivo de endpoints: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make default</source>
        <translation>Usar por defecto</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>optional: used by this process only, never saved</source>
        <translation>opcional: solo lo usa este proceso, nunca se guarda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stream replies (server-sent events)</source>
        <translation>Recibir respuestas en flujo (server-sent events)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test connection</source>
        <translation>Probar la conexión</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key variable</source>
        <translation>Variable de la clave de API</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structured output</source>
        <translation>Salida estructurada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight</source>
        <translation>Peticiones simultáneas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect timeout</source>
        <translation>Tiempo de espera de conexión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle timeout (streams)</source>
        <translation>Tiempo de espera inactivo (flujos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout per attempt</source>
        <translation>Tiempo de espera por intento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max tokens</source>
        <translation>Máximo de tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning effort</source>
        <translation>Esfuerzo de razonamiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast from</source>
        <translation>Predicción a partir de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra request fields</source>
        <translation>Campos adicionales de la petición</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revert to shipped</source>
        <translation>Volver a la versión incluida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No key is sent.</source>
        <translation>No se envía ninguna clave.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is set in the environment.</source>
        <translation>%1 está definida en el entorno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not set: type the key above, or set it before starting Augur.</source>
        <translation>%1 no está definida: escriba la clave arriba o defínala antes de iniciar Augur.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1: extra request fields must be a JSON object</source>
        <translation>%1: los campos adicionales de la petición deben ser un objeto JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two endpoints are called %1</source>
        <translation>Hay dos endpoints llamados %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The default endpoint</source>
        <translation>El endpoint por defecto</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Asking %1 …</source>
        <translation>Consultando %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Failed: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK: the server serves %1.</source>
        <translation>Correcto: el servidor ofrece %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached, but %1 is not among its models: %2</source>
        <translation>Se alcanzó, pero %1 no está entre sus modelos: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Placeholders: %1</source>
        <translation>Marcadores: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+21"/>
        <source>In use: %1</source>
        <translation>En uso: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved to %1; new sessions use it.</source>
        <translation>Guardado en %1; las sesiones nuevas lo usan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>No se guardó: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your copy was removed; the shipped template is in use.</source>
        <translation>Se eliminó su copia; se usa la plantilla incluida.</translation>
    </message>
</context>
<context>
    <name>LlmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/LlmSettingsGroup.cpp" line="+23"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> replies</source>
        <translation> respuestas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The LLM generator stops asking after this many replies in a row that add no new candidate; the run then ends with that reason</source>
        <translation>El generador LLM deja de preguntar tras este número de respuestas seguidas que no añaden ningún candidato nuevo; la ejecución termina entonces con ese motivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuner: configurations of the parameter space (tuner)</source>
        <translation>Tuner: configuraciones del espacio de parámetros (tuner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model writes candidates (llm)</source>
        <translation>LLM: el modelo escribe candidatos (llm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features: gradient-boosted model on the parameters and PTX (features)</source>
        <translation>Características: modelo de gradient boosting sobre los parámetros y el PTX (features)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model forecasts each candidate&apos;s bins (llm)</source>
        <translation>LLM: el modelo pronostica los bins de cada candidato (llm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ensemble: the LLM&apos;s forecast pooled with the features model (ensemble)</source>
        <translation>Conjunto: el pronóstico del LLM combinado con el modelo de características (ensemble)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>no cap</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>LLM requests this run may begin; reaching the cap ends the run</source>
        <translation>Solicitudes al LLM que esta ejecución puede iniciar; alcanzar el límite termina la ejecución</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> thousand tokens</source>
        <translation> mil tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt and completion tokens this run may use, in thousands; reaching the cap ends the run</source>
        <translation>Tokens de prompt y de respuesta que esta ejecución puede usar, en miles; alcanzar el límite termina la ejecución</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit endpoints…</source>
        <translation>Editar endpoints…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Generator:</source>
        <translation>Generador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrogate:</source>
        <translation>Sustituto:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endpoint:</source>
        <translation>Endpoint:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cap on requests:</source>
        <translation>Límite de solicitudes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap on tokens:</source>
        <translation>Límite de tokens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop when nothing new in:</source>
        <translation>Parar si nada nuevo en:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No LLM endpoint profile: add one with Edit endpoints… (docs/llm.md), or choose the tuner generator and the features surrogate.</source>
        <translation>No hay perfil de endpoint LLM: añada uno con Editar endpoints… (docs/llm.md), o elija el generador tuner y el sustituto features.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>default (%1)</source>
        <translation>predeterminado (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no endpoint profile yet: Edit endpoints… adds one.</source>
        <translation>%1 aún no tiene perfiles de endpoint: Editar endpoints… añade uno.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="+463"/>
        <source>Evaluate surrogates…</source>
        <translation>Evaluar sustitutos…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM endpoints and prompts…</source>
        <translation>Endpoints y prompts del LLM…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>Clúster</translation>
    </message>
    <message>
        <location line="+299"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Candidate</source>
        <translation>&amp;Candidato</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>not saved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Augur — %1 (%2)</source>
        <translation>Augur — %1 (%2)</translation>
    </message>
    <message>
        <location line="-305"/>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation>Predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral</source>
        <translation>Derivación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Discovery moments</source>
        <translation>Momentos de descubrimiento</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <location line="+309"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="-191"/>
        <source>finished: %1</source>
        <translation>finalizado: %1</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Diagnosis</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The session has finished: a new threshold would change no decision. Run &gt; Raise budget… continues it.</source>
        <translation>La sesión ha finalizado: un umbral nuevo no cambiaría ninguna decisión. Ejecutar &gt; Ampliar presupuesto… la continúa.</translation>
    </message>
</context>
<context>
    <name>MeasurementCostLabel</name>
    <message>
        <location filename="../ui/base/MeasurementCostLabel.cpp" line="+35"/>
        <source>Recorded measurements: %1/min per GPU, median %2 ms</source>
        <translation>Mediciones registradas: %1/min por GPU, mediana %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: %1/min, median %2 ms</source>
        <translation>Mediciones: %1/min, mediana %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: median %1 ms</source>
        <translation>Mediciones: mediana %1 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Median GPU time per measurement, over %n measurement(s) with phase times: %1 ms</source>
        <translation>
            <numerusform>Mediana del tiempo de GPU por medición, sobre %n medición con tiempos por fase: %1 ms</numerusform>
            <numerusform>Mediana del tiempo de GPU por medición, sobre %n mediciones con tiempos por fase: %1 ms</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compile %1 ms, correctness %2 ms, timing %3 ms, other %4 ms (set-up, profile, energy)</source>
        <translation>compilación %1 ms, corrección %2 ms, tiempos %3 ms, otros %4 ms (preparación, perfil, energía)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 measurements/min per GPU at that median (60,000 ms ÷ %2 ms)</source>
        <translation>%1 mediciones/min por GPU con esa mediana (60.000 ms ÷ %2 ms)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 measurements/min in this session: %n measurement(s) over %2 s of its wall time, the search between measurements included</source>
        <translation>
            <numerusform>%1 mediciones/min en esta sesión: %n medición en %2 s de su tiempo real, incluida la búsqueda entre mediciones</numerusform>
            <numerusform>%1 mediciones/min en esta sesión: %n mediciones en %2 s de su tiempo real, incluida la búsqueda entre mediciones</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase times are those the dataset recorded; this session replays them.</source>
        <translation>Los tiempos por fase son los que registró el conjunto de datos; esta sesión los reproduce.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n measurement(s) without phase times left out.</source>
        <translation>
            <numerusform>%n medición sin tiempos por fase excluida.</numerusform>
            <numerusform>%n mediciones sin tiempos por fase excluidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <location filename="../ui/session/ProgressPanel.cpp" line="+130"/>
        <source>%1: another problem (%2), not overlaid</source>
        <translation>%1: otro problema (%2), no superpuesto</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Overlay sessions of the same problem</source>
        <translation>Superponer sesiones del mismo problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Sesiones de Augur (*.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Export the progress plot</source>
        <translation>Exportar el gráfico de progreso</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>x: GPU measurements</source>
        <translation>x: mediciones de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x: wall time</source>
        <translation>x: tiempo real</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay sessions…</source>
        <translation>Superponer sesiones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the search curves of other session files of the same problem</source>
        <translation>Dibujar las curvas de búsqueda de otros archivos de sesión del mismo problema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear overlays</source>
        <translation>Quitar superposiciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG image…</source>
        <translation>Imagen PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing…</source>
        <translation>Dibujo SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV of the curves…</source>
        <translation>CSV de las curvas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy: %1   Considered per measurement: %2</source>
        <translation>Estrategia: %1   Considerados por medición: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>todavía no</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measurements to 90 % of the space&apos;s best: %1   to 95 %: %2</source>
        <translation>Mediciones hasta el 90 % del mejor del espacio: %1   hasta el 95 %: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="-425"/>
        <source> s</source>
        <translation> s</translation>
    </message>
</context>
<context>
    <name>ReliabilityDiagram</name>
    <message>
        <location filename="../ui/charts/ReliabilityDiagram.cpp" line="+70"/>
        <source>Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal</source>
        <translation>Precisión de la clase predicha por tramo de confianza; un predictor calibrado sigue la diagonal</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>confidence (MaxProb)</source>
        <translation>confianza (MaxProb)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accuracy of the predicted bin</source>
        <translation>precisión de la clase predicha</translation>
    </message>
</context>
<context>
    <name>RiskCoverageView</name>
    <message>
        <location filename="../ui/charts/RiskCoverageView.cpp" line="+88"/>
        <source>Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts</source>
        <translation>Riesgo (clase predicha errónea entre las predicciones aceptadas) frente a cobertura (proporción aceptada), sobre las predicciones medidas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>risk–coverage</source>
        <translation>riesgo–cobertura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coverage</source>
        <translation>cobertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>risk</source>
        <translation>riesgo</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>threshold %1</source>
        <translation>umbral %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+10"/>
        <source>No measured forecasts yet</source>
        <translation>Aún no hay predicciones medidas</translation>
    </message>
</context>
<context>
    <name>RooflinePanel</name>
    <message>
        <location filename="../ui/session/RooflinePanel.cpp" line="+71"/>
        <source>Roofs: the device peaks reported with the measurements.</source>
        <translation>Techos: los picos del dispositivo informados con las mediciones.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roofs: %1 (%2, %3 SMs at %4 MHz), from the dataset&apos;s hardware record.</source>
        <translation>Techos: %1 (%2, %3 SM a %4 MHz), del registro de hardware del conjunto de datos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roofs: DRAM only, derived from the measured bandwidth fraction; the compute roofs are unknown.</source>
        <translation>Techos: solo DRAM, derivado de la fracción de ancho de banda medida; los techos de cómputo se desconocen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No roofs: the device of this session is unknown.</source>
        <translation>Sin techos: se desconoce el dispositivo de esta sesión.</translation>
    </message>
</context>
<context>
    <name>RooflineView</name>
    <message>
        <location filename="../ui/charts/RooflineView.cpp" line="+34"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+286"/>
        <source>Each measured candidate at its arithmetic intensity and achieved GFLOP/s, under the DRAM and compute roofs. Click a point to select its candidate.</source>
        <translation>Cada candidato medido en su intensidad aritmética y sus GFLOP/s logrados, bajo los techos de DRAM y de cómputo. Haga clic en un punto para seleccionar su candidato.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>intensidad aritmética (FLOP/byte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved GFLOP/s</source>
        <translation>GFLOP/s logrados</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FP16 tensor roof %1</source>
        <translation>techo tensor FP16 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 roof %1</source>
        <translation>techo FP32 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DRAM %1 GB/s</source>
        <translation>DRAM %1 GB/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>seleccionado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 measured</source>
        <translation>%1 medidos</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>No measured candidate to place yet: a point needs a successful measurement whose problem has nominal FLOPs and bytes.</source>
        <translation>Aún no hay candidatos medidos que situar: un punto necesita una medición correcta de un problema con FLOP y bytes nominales.</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <location filename="../ui/window/RunActions.cpp" line="+37"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
</context>
<context>
    <name>SearchProgressView</name>
    <message>
        <location filename="../ui/charts/SearchProgressView.cpp" line="+210"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The baselines are replayed without time: they are drawn against measurements only.</source>
        <translation>Las líneas base se reproducen sin tiempo: solo se dibujan frente a las mediciones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This session&apos;s file does not record when each measurement finished.</source>
        <translation>El archivo de esta sesión no registra cuándo terminó cada medición.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure-all</source>
        <translation>medir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (median, 10–90 %)</source>
        <translation>aleatorio (mediana, 10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (10–90 %)</source>
        <translation>aleatorio (10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best in space %1×</source>
        <translation>mejor del espacio %1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU measurements spent</source>
        <translation>mediciones de GPU usadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wall time (s)</source>
        <translation>tiempo real (s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot be written as PNG</source>
        <translation>%1: no se puede escribir como PNG</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Augur search progress</source>
        <translation>Progreso de la búsqueda de Augur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot be written as SVG</source>
        <translation>%1: no se puede escribir como SVG</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+35"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: no se puede escribir (%2)</translation>
    </message>
</context>
<context>
    <name>SearchTreePanel</name>
    <message>
        <location filename="../ui/tree/SearchTreePanel.cpp" line="+152"/>
        <source>no match</source>
        <translation>sin coincidencias</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 match</source>
        <translation>1 coincidencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 coincidencias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 of 1 match</source>
        <translation>1 de 1 coincidencia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 matches</source>
        <translation>%1 de %2 coincidencias</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole tree (the wheel zooms)</source>
        <translation>Mostrar el árbol completo (la rueda del ratón hace zoom)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find: #id or NAME=value</source>
        <translation>Buscar: #id o NOMBRE=valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A candidate id (#12 or 12), or parameter values (BLOCK=128, several terms must all match, a piece of a name=value also matches). Enter goes to the next match, Escape empties the field. Ctrl+F comes here.</source>
        <translation>Un id de candidato (#12 o 12) o valores de parámetros (BLOCK=128; varios términos deben coincidir todos; también coincide un fragmento de nombre=valor). Intro va a la siguiente coincidencia, Escape vacía el campo. Ctrl+F viene aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in tree</source>
        <translation>Buscar en el árbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match</source>
        <translation>Siguiente coincidencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match (Enter, F3)</source>
        <translation>Siguiente coincidencia (Intro, F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match (Shift+F3)</source>
        <translation>Coincidencia anterior (Mayús+F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to best</source>
        <translation>Ir al mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select and show the best measured candidate (B)</source>
        <translation>Seleccionar y mostrar el mejor candidato medido (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to selected</source>
        <translation>Ir al seleccionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected</source>
        <translation>Seleccionado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected candidate (G)</source>
        <translation>Mostrar el candidato seleccionado (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse subtree</source>
        <translation>Contraer subárbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse</source>
        <translation>Contraer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the selected node&apos;s descendants into it (−, or double-click the node)</source>
        <translation>Pliega los descendientes del nodo seleccionado en él (−, o doble clic en el nodo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand subtree</source>
        <translation>Expandir subárbol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand</source>
        <translation>Expandir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold the selected node&apos;s descendants (+, or double-click the node)</source>
        <translation>Despliega los descendientes del nodo seleccionado (+, o doble clic en el nodo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand all</source>
        <translation>Expandir todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold every collapsed node (*)</source>
        <translation>Despliega todos los nodos contraídos (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;discovery moment (S ratio ≥ %2)</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;momento de descubrimiento (razón de S ≥ %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;path to the best measured</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;camino al mejor medido</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <location filename="../ui/tree/SearchTreePainter.cpp" line="+49"/>
        <source>ref</source>
        <translation>ref.</translation>
    </message>
    <message>
        <location filename="../ui/tree/SearchTreeView.cpp" line="+289"/>
        <source>%1 nodes collapsed into it (double-click or + expands them)</source>
        <translation>%1 nodos contraídos en él (doble clic o + los expande)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>#%1: %2, %3</source>
        <translation>#%1: %2, %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1: %2, S = %3 (%4/launch)</source>
        <translation>#%1: %2, S = %3 (%4/lanzamiento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1: %2, S = %3, energy gain %4 (%5/launch)</source>
        <translation>#%1: %2, S = %3, ganancia de energía %4 (%5/lanzamiento)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, product gain %1</source>
        <translation>, ganancia del producto %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Discovery moment #%1 → #%2: click to see what changed</source>
        <translation>Momento de descubrimiento #%1 → #%2: haga clic para ver qué cambió</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <location filename="../ui/session/SessionCommands.cpp" line="+57"/>
        <source>&amp;New session…</source>
        <translation>&amp;Nueva sesión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open session…</source>
        <translation>&amp;Abrir sesión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise &amp;budget…</source>
        <translation>Ampliar &amp;presupuesto…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new session: dataset, strategy, budgets</source>
        <translation>Inicia una sesión nueva: conjunto de datos, estrategia, presupuestos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume a session file (.augur)</source>
        <translation>Reanuda un archivo de sesión (.augur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write every candidate as JSONL, as augur-cli export does</source>
        <translation>Escribe todos los candidatos en JSONL, como augur-cli export</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the session more measurements, candidates or time, and continue it</source>
        <translation>Da a la sesión más mediciones, candidatos o tiempo, y la continúa</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Loading %1…</source>
        <translation>Cargando %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the Slurm allocation (%1) and its workers; pending at most %2 s…</source>
        <translation>Esperando la asignación de Slurm (%1) y sus workers; en espera como máximo %2 s…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the %1 backend on %2…</source>
        <translation>Iniciando el backend %1 con %2…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Sesiones de Augur (*.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is the session running in this window.</source>
        <translation>%1 es la sesión que se está ejecutando en esta ventana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+22"/>
        <source>Only a finished session with a session file can be continued.</source>
        <translation>Solo se puede continuar una sesión finalizada que tenga archivo de sesión.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Continuing %1…</source>
        <translation>Continuando %1…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Continuing %1 to measure the new candidate…</source>
        <translation>Continuando %1 para medir el candidato nuevo…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export candidates</source>
        <translation>Exportar candidatos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Exporting %n candidate(s)…</source>
        <translation>
            <numerusform>Exportando %n candidato…</numerusform>
            <numerusform>Exportando %n candidatos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>exportado %n candidato a %1</numerusform>
            <numerusform>exportados %n candidatos a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>Se exportó %n candidato a %1</numerusform>
            <numerusform>Se exportaron %n candidatos a %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+54"/>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>optional: a dataset or session of the same parameter space, e.g. from another GPU</source>
        <translation>opcional: un conjunto de datos o sesión del mismo espacio de parámetros, p. ej. de otra GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm start: the surrogate starts from these measurements and refits as the session measures</source>
        <translation>Arranque en caliente: el sustituto parte de estas mediciones y se reajusta a medida que la sesión mide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a measured dataset</source>
        <translation>Reproducir un conjunto de datos medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on the GPU (cuda)</source>
        <translation>Medir en la GPU (cuda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on a Slurm cluster (slurm)</source>
        <translation>Medir en un clúster Slurm (slurm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measurements run as job steps of Slurm allocations; the settings are in the Slurm cluster group</source>
        <translation>Las mediciones se ejecutan como pasos de trabajo de asignaciones Slurm; los ajustes están en el grupo Clúster Slurm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel Tuner T4 or cache file, or Augur dataset (.json or .json.gz)</source>
        <translation>Archivo T4 o de caché de Kernel Tuner, o conjunto de datos de Augur (.json o .json.gz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>problem folder (with problem.json)</source>
        <translation>carpeta del problema (con problem.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>Energía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time × energy product</source>
        <translation>Producto tiempo × energía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the session optimises: the speedup, the energy gain, or their weighted geometric mean</source>
        <translation>Lo que optimiza la sesión: la aceleración, la ganancia de energía o su media geométrica ponderada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weight of time </source>
        <translation>peso del tiempo </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: time only, 0: energy only, 0.5: ranks like the energy-delay product</source>
        <translation>1: solo tiempo, 0: solo energía, 0.5: ordena como el producto energía-retardo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware counters and diagnoses (--profile)</source>
        <translation>Contadores de hardware y diagnósticos (--profile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per launch (--energy)</source>
        <translation>Energía por lanzamiento (--energy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy objectives always measure energy</source>
        <translation>Los objetivos de energía siempre miden la energía</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic: model for tunable spaces, puct otherwise (auto)</source>
        <translation>Automática: model para espacios ajustables, puct en otro caso (auto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model-based: the surrogate scores the space, expected improvement (model)</source>
        <translation>Basada en modelo: el sustituto puntúa el espacio, mejora esperada (model)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PUCT tree search with selective measurement (puct)</source>
        <translation>Búsqueda en árbol PUCT con medición selectiva (puct)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measure every proposal, the baseline (measure-all)</source>
        <translation>Medir todas las propuestas, la línea base (measure-all)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements the session may take (the reference not counted)</source>
        <translation>Mediciones de GPU que puede hacer la sesión (sin contar la referencia)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates the search may consider (forecasts are cheap, not free)</source>
        <translation>Candidatos que puede considerar la búsqueda (las predicciones son baratas, no gratuitas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forecasts with confidence below the threshold are measured; the others are accepted</source>
        <translation>Las predicciones con confianza por debajo del umbral se miden; las demás se aceptan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes the PUCT search selects and expands per step</source>
        <translation>Nodos que la búsqueda PUCT selecciona y expande en cada paso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time each replayed measurement takes, so that the session can be watched (0: as fast as possible)</source>
        <translation>Tiempo real que tarda cada medición reproducida, para poder seguir la sesión (0: lo más rápido posible)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>session file (.augur)</source>
        <translation>archivo de sesión (.augur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the session in memory only (it cannot be resumed)</source>
        <translation>Mantener la sesión solo en memoria (no se podrá reanudar)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dataset:</source>
        <translation>Conjunto de datos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay delay:</source>
        <translation>Retardo de reproducción:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem:</source>
        <translation>Problema:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Objective:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy:</source>
        <translation>Estrategia:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prior measurements</source>
        <translation>Mediciones previas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets and sessions (*.json *.json.gz *.augur);;All files (*)</source>
        <translation>Conjuntos de datos y sesiones (*.json *.json.gz *.augur);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prior:</source>
        <translation>Previo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral threshold:</source>
        <translation>Umbral de derivación:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size:</source>
        <translation>Tamaño de lote:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Children per expansion:</source>
        <translation>Hijos por expansión:</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Children the generator proposes for each node it expands (one LLM request each)</source>
        <translation>Hijos que el generador propone por cada nodo que expande (una solicitud al LLM cada uno)</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Budgets</source>
        <translation>Presupuestos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU measurements:</source>
        <translation>Mediciones de GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time:</source>
        <translation>Tiempo real:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates:</source>
        <translation>Candidatos:</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+214"/>
        <source>Session file</source>
        <translation>Archivo de sesión</translation>
    </message>
    <message>
        <location line="-405"/>
        <source>Start session</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>Choose a problem folder for the %1 backend.</source>
        <translation>Elija una carpeta de problema para el backend %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such problem folder: %1</source>
        <translation>No existe la carpeta de problema: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no problem.json: choose a problem folder (such as resources/problems/softmax_rows_f32).</source>
        <translation>%1 no tiene problem.json: elija una carpeta de problema (como resources/problems/softmax_rows_f32).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a dataset file for the replay backend.</source>
        <translation>Elija un archivo de conjunto de datos para el backend de reproducción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such dataset file: %1</source>
        <translation>No existe el archivo de conjunto de datos: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No such prior file: %1</source>
        <translation>No existe el archivo previo: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where the session file goes, or keep the session in memory.</source>
        <translation>Elija dónde guardar el archivo de sesión, o mantenga la sesión en memoria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exists already; a session file is never overwritten.</source>
        <translation>%1 ya existe; un archivo de sesión nunca se sobrescribe.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Dataset to replay</source>
        <translation>Conjunto de datos que se va a reproducir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kernel Tuner T4 data (*.json *.json.gz);;All files (*)</source>
        <translation>Datos T4 de Kernel Tuner (*.json *.json.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problem folder (with problem.json)</source>
        <translation>Carpeta del problema (con problem.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Augur sessions (*.augur)</source>
        <translation>Sesiones de Augur (*.augur)</translation>
    </message>
    <message>
        <location line="-343"/>
        <source>Lock the SM clock while timing (--lock-clocks)</source>
        <translation>Fijar el reloj de los SM durante la medición (--lock-clocks)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the driver permits it (usually root); every report says whether the clock was locked</source>
        <translation>Donde el controlador lo permite (normalmente root); cada informe dice si el reloj se fijó</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <location filename="../ui/window/SessionStatus.cpp" line="+37"/>
        <source>%1× (#%2)</source>
        <translation>%1× (#%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy: %1   Candidates: %2   Measured: %3 / %4   Considered per measurement: %5   Accepted on forecast: %6   Waiting: %7   Failed: %8   Best S: %9</source>
        <translation>Estrategia: %1   Candidatos: %2   Medidos: %3 / %4   Considerados por medición: %5   Aceptados por predicción: %6   En espera: %7   Fallidos: %8   Mejor S: %9</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best by %1: %2</source>
        <translation>mejor por %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 %2×</source>
        <translation>#%1 %2×</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (default partition)</source>
        <translation>%1 (partición por defecto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (partition %2)</source>
        <translation>%1 (partición %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend: %1   Generator: %2   Surrogate: %3</source>
        <translation>Backend: %1   Generador: %2   Sustituto: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoint: %1</source>
        <translation>Endpoint: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(default)</source>
        <translation>(predeterminado)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not started</source>
        <translation>sin iniciar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>finalizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
</context>
<context>
    <name>SlurmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/SlurmSettingsGroup.cpp" line="+35"/>
        <source>Slurm cluster</source>
        <translation>Clúster Slurm</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save as profile…</source>
        <translation>Guardar como perfil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write these settings as a named profile to the Slurm profiles file</source>
        <translation>Escribe estos ajustes como un perfil con nombre en el archivo de perfiles de Slurm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile of the Slurm profiles file fills the fields below; they stay editable</source>
        <translation>Un perfil del archivo de perfiles de Slurm rellena los campos de abajo; siguen siendo editables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cluster&apos;s default</source>
        <translation>la del clúster por defecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition the allocations are submitted to (--partition)</source>
        <translation>Partición a la que se envían las asignaciones (--partition)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your default account</source>
        <translation>su cuenta por defecto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account the allocations are charged to (--account)</source>
        <translation>Cuenta a la que se cargan las asignaciones (--account)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node features the allocations need (--constraint), e.g. h200</source>
        <translation>Características de nodo que necesitan las asignaciones (--constraint), p. ej. h200</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the first worker&apos;s</source>
        <translation>la del primer worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker&apos;s GPU must have this name (e.g. NVIDIA H200), so that all measurements of the session compare alike</source>
        <translation>La GPU de cada worker debe tener este nombre (p. ej. NVIDIA H200), para que todas las mediciones de la sesión sean comparables</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allocations held for the session; each runs its workers on one node</source>
        <translation>Asignaciones que mantiene la sesión; cada una ejecuta sus workers en un nodo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU request (GRES-less partition)</source>
        <translation>sin petición de GPU (partición sin GRES)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per allocation, one worker per GPU; 0 requests no GPU and runs one worker</source>
        <translation>GPU por asignación, un worker por GPU; 0 no pide GPU y ejecuta un worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 01:00:00 or 2-00:00:00</source>
        <translation>p. ej. 01:00:00 o 2-00:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit of each allocation (--time): M, M:S, H:M:S, D-H, D-H:M or D-H:M:S</source>
        <translation>Límite de tiempo de cada asignación (--time): M, M:S, H:M:S, D-H, D-H:M o D-H:M:S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often one measurement may be lost with its machine (preempted, node failure, time limit) and run again before the run ends</source>
        <translation>Cuántas veces puede perderse una medición con su máquina (expropiación, fallo de nodo, límite de tiempo) y repetirse antes de que termine la ejecución</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beside augur-cli (shared file system)</source>
        <translation>junto a augur-cli (sistema de archivos compartido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>augur-worker as the nodes see it: an absolute path</source>
        <translation>augur-worker tal como lo ven los nodos: una ruta absoluta</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>An allocation pending longer is cancelled and the session ends with the reason</source>
        <translation>Una asignación que espera más se cancela y la sesión termina con el motivo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long an unreachable Slurm controller is waited for before the run ends</source>
        <translation>Cuánto se espera a un controlador Slurm inalcanzable antes de terminar la ejecución</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partition:</source>
        <translation>Partición:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint:</source>
        <translation>Restricción:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model:</source>
        <translation>Modelo de GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs:</source>
        <translation>Trabajos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>Límite de tiempo:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs per job:</source>
        <translation>GPU por trabajo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout:</source>
        <translation>Tiempo máximo en espera:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait:</source>
        <translation>Espera al controlador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reruns per measurement:</source>
        <translation>Repeticiones por medición:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reruns per measurement</source>
        <translation>Repeticiones por medición</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Worker path:</source>
        <translation>Ruta del worker:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Partition</source>
        <translation>Partición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint</source>
        <translation>Restricción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model</source>
        <translation>Modelo de GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>Trabajos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per job</source>
        <translation>GPU por trabajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker path</source>
        <translation>Ruta del worker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout</source>
        <translation>Tiempo máximo en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait</source>
        <translation>Espera al controlador</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>(none: the settings below)</source>
        <translation>(ninguno: los ajustes de abajo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no profile yet: Save as profile… adds one.</source>
        <translation>%1 aún no tiene perfiles: Guardar como perfil… añade uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiles from %1</source>
        <translation>Perfiles de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>A profile needs a name.</source>
        <translation>Un perfil necesita un nombre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile name has at most %1 characters.</source>
        <translation>Un nombre de perfil tiene como máximo %1 caracteres.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cannot be read, so it is left as it is: %2</source>
        <translation>%1 no se puede leer, así que se deja como está: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The profile could not be saved: %1</source>
        <translation>No se pudo guardar el perfil: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved profile %1 to %2.</source>
        <translation>Perfil %1 guardado en %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Save as profile</source>
        <translation>Guardar como perfil</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Profile name (in %1):</source>
        <translation>Nombre del perfil (en %1):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the profile %1?</source>
        <translation>¿Reemplazar el perfil %1?</translation>
    </message>
</context>
<context>
    <name>StateStyle</name>
    <message>
        <location filename="../ui/base/StateStyle.cpp" line="+22"/>
        <source>proposed</source>
        <translation>propuesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted on forecast</source>
        <translation>aceptado por predicción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred, waiting</source>
        <translation>derivado, en espera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring</source>
        <translation>midiendo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excluded</source>
        <translation>excluido</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+123"/>
        <source>Augur: GPU kernel optimisation with selective surrogates</source>
        <translation>Augur: optimización de kernels de GPU con modelos sustitutos selectivos</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Recorded tuning space to replay (Kernel Tuner T4 or cache file, Augur dataset).</source>
        <translation>Espacio de ajuste grabado que se va a reproducir (archivo T4 o de caché de Kernel Tuner, conjunto de datos de Augur).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resume an existing session file.</source>
        <translation>Reanuda un archivo de sesión existente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the main window to FILE (PNG), then quit.</source>
        <translation>Guarda una imagen de la ventana principal en FILE (PNG) y sale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit (after the screenshot, if any) N milliseconds after start.</source>
        <translation>Sale N milisegundos después del inicio (tras la captura, si la hay).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>User interface language: en, es or ja (default: AUGUR_LANG, then the View &gt; Language choice, then the system locale).</source>
        <translation>Idioma de la interfaz: en, es o ja (por defecto: AUGUR_LANG, después la elección de Ver &gt; Idioma y, por último, la configuración regional del sistema).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select candidate ID once it exists.</source>
        <translation>Seleccionar el candidato ID en cuanto exista.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the Kernel dock on the diff of candidates A and B once both exist.</source>
        <translation>Abrir el panel Kernel con las diferencias de los candidatos A y B en cuanto existan ambos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise a dock at start (kernel, forecast, diagnosis, roofline, progress, ...).</source>
        <translation>Mostrar un panel al inicio (kernel, forecast, diagnosis, roofline, progress, ...).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the best measured candidate in the search tree once there is one.</source>
        <translation>Mostrar el mejor candidato medido en el árbol de búsqueda en cuanto exista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only one dock (as --dock names it), filling the window.</source>
        <translation>Mostrar un solo panel (con el nombre de --dock), ocupando la ventana.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--quit-after-ms: not a non-negative integer: %1</source>
        <translation>--quit-after-ms: no es un entero no negativo: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--dataset and --session cannot be combined</source>
        <translation>--dataset y --session no se pueden combinar</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)</source>
        <translation>no se encontró ningún conjunto de datos predeterminado (defina AUGUR_DEFAULT_DATASET o use --dataset FILE)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>built without the CUDA toolkit</source>
        <translation>compilado sin el CUDA Toolkit</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--dock: no dock named %1</source>
        <translation>--dock: no hay ningún panel llamado %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--only-dock: no dock named %1</source>
        <translation>--only-dock: no hay ningún panel llamado %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--select: &apos;%1&apos; is not a candidate id (0 or more)</source>
        <translation>--select: «%1» no es un id de candidato (0 o más)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--show-diff: expected two candidate ids, A,B (got &apos;%1&apos;)</source>
        <translation>--show-diff: se esperaban dos ids de candidato, A,B (se recibió «%1»)</translation>
    </message>
</context>
</TS>
