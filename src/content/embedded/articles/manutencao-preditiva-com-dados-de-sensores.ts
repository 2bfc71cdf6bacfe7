import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'manutencao-preditiva-com-dados-de-sensores',
  category: 'industria-4-0',
  tags: ['manutencao-preditiva', 'iot', 'inteligencia-artificial', 'oee'],
  publishedAt: '2026-03-17T10:30:00.000Z',
  author: 'Marcos Yamamoto',
  cover: coverFor('manutencao-preditiva-com-dados-de-sensores'),
  translations: {
    pt: {
      title: 'Manutenção preditiva com dados de sensores: um roteiro realista',
      metaTitle: 'Manutenção preditiva com sensores: um roteiro realista',
      excerpt:
        'Quais ativos monitorar, que sinais coletar e como transformar alertas em ordens de manutenção antes da quebra, sem projetos intermináveis.',
      coverAlt:
        'Engrenagens com um sensor âmbar emitindo sinal, ao lado de um gráfico de vibração que ultrapassa os limites tracejados em uma área destacada.',
      content: `Uma quebra inesperada no equipamento gargalo custa muito mais do que o reparo: para a linha, gera horas extras, atrasa entregas e, às vezes, multa contratual. A manutenção preventiva por calendário reduz esse risco, mas troca componentes ainda bons e não evita todas as falhas. A **manutenção preditiva** propõe intervir quando os dados indicam que a falha se aproxima.

## Comece pelos ativos certos

Nem toda máquina justifica monitoramento contínuo. Priorize com três critérios:

- **Criticidade**: o equipamento é gargalo ou não tem redundância?
- **Histórico**: há falhas recorrentes com modo de falha conhecido, como rolamentos, fusos ou bombas hidráulicas?
- **Custo da parada**: quanto custa uma hora parada, somando produção perdida e urgências?

Em uma planta metalmecânica típica, de cinco a quinze ativos respondem pela maior parte do risco: prensas, centros de usinagem gargalo, compressores, sistemas hidráulicos e cabines de pintura.

## Que sinais coletar

### Vibração

É o sinal mais informativo para componentes rotativos. Desbalanceamento, desalinhamento e desgaste de rolamentos têm assinaturas características no espectro de frequência.

### Corrente elétrica e temperatura

A corrente do motor revela esforço anormal, como ferramenta gasta ou travamento. A temperatura de mancais e do óleo hidráulico complementa o diagnóstico.

### Dados do próprio equipamento

Alarmes do CNC, pressões e contadores de ciclos ajudam a distinguir uma anomalia real de uma mudança de produto.

## Do sinal à ordem de manutenção

1. Defina limites iniciais com base em normas e no histórico do equipamento.
2. Colete por algumas semanas para aprender o comportamento normal em cada produto e condição.
3. Use modelos estatísticos ou de **inteligência artificial** para detectar desvios de tendência, não apenas limites fixos.
4. Integre o alerta ao sistema de manutenção, gerando uma ordem com prioridade e prazo.
5. Registre o que foi encontrado na inspeção para calibrar o modelo.

> Um alerta que não vira ordem de serviço é apenas mais um alarme ignorado.

## Quanto esperar

Os resultados aparecem em disponibilidade e, portanto, no OEE. Em ativos críticos monitorados, é comum reduzir paradas não planejadas entre 30% e 50% no primeiro ano e diminuir trocas desnecessárias de componentes. Os primeiros alertas úteis costumam surgir entre a sexta e a décima semana de coleta. Para um panorama do conceito, veja o verbete sobre [manutenção preditiva](https://en.wikipedia.org/wiki/Predictive_maintenance).`,
    },
    en: {
      title: 'Predictive maintenance with sensor data: a realistic roadmap',
      excerpt:
        'Which assets to monitor, which signals to collect and how to turn alerts into work orders before a breakdown, without endless projects.',
      coverAlt:
        'Gears with an amber sensor emitting a signal, next to a vibration chart that crosses the dashed limits in a highlighted area.',
      content: `An unexpected breakdown on the bottleneck machine costs much more than the repair: it stops the line, creates overtime, delays deliveries and sometimes triggers contractual penalties. Calendar-based preventive maintenance reduces that risk, but it replaces components that are still good and does not prevent every failure. **Predictive maintenance** proposes intervening when the data show that a failure is approaching.

## Start with the right assets

Not every machine justifies continuous monitoring. Prioritise using three criteria:

- **Criticality**: is the equipment a bottleneck or does it lack redundancy?
- **History**: are there recurring failures with a known failure mode, such as bearings, spindles or hydraulic pumps?
- **Cost of downtime**: what does an hour of downtime cost, adding lost production and rush work?

In a typical metal-mechanical plant, five to fifteen assets account for most of the risk: presses, bottleneck machining centres, compressors, hydraulic systems and paint booths.

## Which signals to collect

### Vibration

It is the most informative signal for rotating components. Imbalance, misalignment and bearing wear have characteristic signatures in the frequency spectrum.

### Electrical current and temperature

Motor current reveals abnormal load, such as a worn tool or a jam. Bearing and hydraulic oil temperatures complement the diagnosis.

### Data from the equipment itself

CNC alarms, pressures and cycle counters help distinguish a real anomaly from a product change.

## From signal to work order

1. Set initial limits based on standards and on the equipment’s history.
2. Collect data for a few weeks to learn normal behaviour for each product and condition.
3. Use statistical or **artificial intelligence** models to detect trend deviations, not just fixed limits.
4. Integrate the alert with the maintenance system, creating a work order with priority and due date.
5. Record what was found during the inspection to calibrate the model.

> An alert that does not become a work order is just another ignored alarm.

## What to expect

Results show up in availability and therefore in OEE. On monitored critical assets, it is common to reduce unplanned downtime by 30% to 50% in the first year and to cut unnecessary component replacements. The first useful alerts usually appear between the sixth and tenth week of data collection. For an overview of the concept, see the article on [predictive maintenance](https://en.wikipedia.org/wiki/Predictive_maintenance).`,
    },
    es: {
      title: 'Mantenimiento predictivo con datos de sensores: una hoja de ruta realista',
      metaTitle: 'Mantenimiento predictivo con sensores: una ruta realista',
      excerpt:
        'Qué activos monitorear, qué señales capturar y cómo convertir alertas en órdenes de mantenimiento antes de la falla, sin proyectos interminables.',
      coverAlt:
        'Engranajes con un sensor ámbar que emite una señal, junto a un gráfico de vibración que supera los límites punteados en un área destacada.',
      content: `Una avería inesperada en el equipo cuello de botella cuesta mucho más que la reparación: detiene la línea, genera horas extra, retrasa entregas y, a veces, provoca multas contractuales. El mantenimiento preventivo por calendario reduce ese riesgo, pero reemplaza componentes que todavía están buenos y no evita todas las fallas. El **mantenimiento predictivo** propone intervenir cuando los datos indican que la falla se acerca.

## Empiece por los activos correctos

No toda máquina justifica un monitoreo continuo. Priorice con tres criterios:

- **Criticidad**: ¿el equipo es cuello de botella o no tiene redundancia?
- **Historial**: ¿hay fallas recurrentes con un modo de falla conocido, como rodamientos, husillos o bombas hidráulicas?
- **Costo de la parada**: ¿cuánto cuesta una hora detenida, sumando producción perdida y urgencias?

En una planta metalmecánica típica, entre cinco y quince activos concentran la mayor parte del riesgo: prensas, centros de mecanizado cuello de botella, compresores, sistemas hidráulicos y cabinas de pintura.

## Qué señales capturar

### Vibración

Es la señal más informativa para componentes rotativos. El desbalanceo, la desalineación y el desgaste de rodamientos tienen firmas características en el espectro de frecuencias.

### Corriente eléctrica y temperatura

La corriente del motor revela esfuerzos anormales, como una herramienta desgastada o un atascamiento. La temperatura de los cojinetes y del aceite hidráulico complementa el diagnóstico.

### Datos del propio equipo

Las alarmas del CNC, las presiones y los contadores de ciclos ayudan a distinguir una anomalía real de un cambio de producto.

## De la señal a la orden de mantenimiento

1. Defina límites iniciales con base en normas y en el historial del equipo.
2. Capture datos durante algunas semanas para aprender el comportamiento normal en cada producto y condición.
3. Use modelos estadísticos o de **inteligencia artificial** para detectar desvíos de tendencia, no solo límites fijos.
4. Integre la alerta con el sistema de mantenimiento, generando una orden con prioridad y plazo.
5. Registre lo que se encontró en la inspección para calibrar el modelo.

> Una alerta que no se convierte en orden de trabajo es solo otra alarma ignorada.

## Qué esperar

Los resultados aparecen en la disponibilidad y, por lo tanto, en el OEE. En los activos críticos monitoreados, es habitual reducir las paradas no planificadas entre un 30% y un 50% en el primer año y disminuir los reemplazos innecesarios de componentes. Las primeras alertas útiles suelen surgir entre la sexta y la décima semana de captura. Para un panorama del concepto, consulte el artículo sobre [mantenimiento predictivo](https://en.wikipedia.org/wiki/Predictive_maintenance).`,
    },
  },
};
