import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

export const article: EmbeddedArticle = {
  slug: 'rpa-na-industria-processos-administrativos',
  category: 'automacao-industrial',
  tags: ['rpa', 'lean-office', 'roi'],
  publishedAt: '2025-07-22T13:00:00.000Z',
  author: 'André Carvalho',
  cover: coverFor('rpa-na-industria-processos-administrativos'),
  translations: {
    pt: {
      title: 'RPA na indústria: automatizando o escritório que sustenta a fábrica',
      metaTitle: 'RPA na indústria: automatize o escritório da fábrica',
      excerpt:
        'Notas fiscais, pedidos, conciliações: onde robôs de software geram retorno rápido na indústria e como escolher os primeiros processos.',
      coverAlt:
        'Documentos desalinhados à esquerda passando por uma engrenagem âmbar central e saindo organizados em linhas à direita, sobre trilhas de circuito.',
      content: `Quando se fala em automação industrial, a imagem que vem à mente é a de robôs soldando ou manipulando peças. Mas boa parte do lead time de um pedido se perde longe da linha: na digitação de pedidos de clientes, no lançamento de notas fiscais de entrada, nas conciliações e nos relatórios montados à mão toda segunda-feira. É aí que entra a **RPA** (*Robotic Process Automation*).

## O que é (e o que não é) RPA

Um robô de software imita as ações de uma pessoa no computador: abre sistemas, lê arquivos e e-mails, copia dados, preenche telas e gera relatórios. Ele não substitui uma integração bem feita entre sistemas, nem corrige um processo ruim. Automatizar um fluxo desperdiçado apenas produz desperdício mais rápido. Por isso, antes do robô, vale aplicar os princípios do **lean office**: eliminar etapas, padronizar entradas e reduzir exceções.

## Onde a indústria ganha mais

Os processos com melhor retorno costumam ter volume alto, regras claras e dados estruturados:

- Lançamento de notas fiscais de fornecedores e conferência com pedido de compra e recebimento.
- Entrada de pedidos recebidos por e-mail ou portais de clientes (comum em autopeças).
- Consulta e atualização de status de fretes em portais de transportadoras.
- Conciliação bancária e baixa de títulos.
- Geração e distribuição de relatórios diários de produção e faturamento.

## Como escolher os primeiros processos

Uma matriz simples ajuda a priorizar. Para cada candidato, avalie:

1. **Volume**: quantas execuções por mês e quantas horas consome.
2. **Estabilidade**: as regras e as telas mudam com frequência?
3. **Padronização das entradas**: os dados chegam em formato previsível?
4. **Impacto do erro**: qual o custo de uma digitação errada hoje?

Comece por dois ou três processos de alto volume e baixa complexidade. Um piloto assim costuma entrar em produção em quatro a seis semanas.

> O melhor candidato à automação é o processo que a equipe já sabe descrever passo a passo, sem "depende".

## Governança desde o início

Robôs precisam de dono, monitoramento e tratamento de exceções. Defina quem acompanha as filas, como o robô avisa quando não consegue concluir uma tarefa e quem aprova mudanças nos sistemas que ele utiliza.

## Resultados realistas

Nos projetos que conduzimos, processos administrativos automatizados reduzem o tempo de processamento em até 80% e os erros de digitação praticamente a zero, com redução de até **30% nos custos administrativos** envolvidos. O maior ganho, porém, é liberar pessoas experientes para analisar exceções e atender clientes. Para uma visão geral do conceito, veja o verbete sobre [Robotic Process Automation](https://en.wikipedia.org/wiki/Robotic_process_automation).`,
    },
    en: {
      title: 'RPA in manufacturing: automating the office that keeps the plant running',
      metaTitle: 'RPA in manufacturing: automating the plant’s back office',
      excerpt:
        'Invoices, orders, reconciliations: where software robots pay back quickly in manufacturing and how to choose the first processes.',
      coverAlt:
        'Scattered documents on the left passing through a central amber gear and coming out as neat rows on the right, over circuit traces.',
      content: `When people talk about industrial automation, the picture that comes to mind is robots welding or handling parts. But much of an order’s lead time is lost far from the line: keying in customer orders, entering supplier invoices, reconciliations and reports assembled by hand every Monday. That is where **RPA** (Robotic Process Automation) comes in.

## What RPA is (and is not)

A software robot mimics a person’s actions on a computer: it opens systems, reads files and e-mails, copies data, fills in screens and produces reports. It does not replace a proper integration between systems, nor does it fix a bad process. Automating a wasteful flow only produces waste faster. That is why, before the robot, it pays to apply **lean office** principles: remove steps, standardise inputs and reduce exceptions.

## Where manufacturers gain the most

The processes with the best return usually combine high volume, clear rules and structured data:

- Entering supplier invoices and matching them against the purchase order and goods receipt.
- Entering orders received by e-mail or through customer portals (common in automotive parts).
- Checking and updating shipment status on carrier portals.
- Bank reconciliation and settlement of receivables.
- Producing and distributing daily production and sales reports.

## How to choose the first processes

A simple matrix helps set priorities. For each candidate, assess:

1. **Volume**: how many runs per month and how many hours it takes.
2. **Stability**: do the rules and screens change often?
3. **Input standardisation**: does the data arrive in a predictable format?
4. **Cost of error**: what does a typing mistake cost today?

Start with two or three high-volume, low-complexity processes. A pilot like this usually goes live in four to six weeks.

> The best candidate for automation is the process the team can already describe step by step, without any "it depends".

## Governance from day one

Robots need an owner, monitoring and exception handling. Decide who watches the queues, how the robot signals that it could not finish a task, and who approves changes to the systems it uses.

## Realistic results

In the projects we run, automated administrative processes cut processing time by up to 80% and bring typing errors practically to zero, reducing the related **administrative costs by up to 30%**. The biggest gain, however, is freeing experienced people to analyse exceptions and serve customers. For an overview of the concept, see the article on [Robotic Process Automation](https://en.wikipedia.org/wiki/Robotic_process_automation).`,
    },
    es: {
      title: 'RPA en la industria: automatizar la oficina que sostiene la planta',
      metaTitle: 'RPA en la industria: automatizar la oficina de la planta',
      excerpt:
        'Facturas, pedidos, conciliaciones: dónde los robots de software generan retorno rápido en la industria y cómo elegir los primeros procesos.',
      coverAlt:
        'Documentos desordenados a la izquierda que pasan por un engranaje ámbar central y salen ordenados en filas a la derecha, sobre pistas de circuito.',
      content: `Cuando se habla de automatización industrial, la imagen que viene a la mente es la de robots soldando o manipulando piezas. Pero buena parte del lead time de un pedido se pierde lejos de la línea: en la digitación de pedidos de clientes, el registro de facturas de proveedores, las conciliaciones y los informes armados a mano cada lunes. Ahí es donde entra la **RPA** (*Robotic Process Automation*).

## Qué es (y qué no es) la RPA

Un robot de software imita las acciones de una persona en la computadora: abre sistemas, lee archivos y correos, copia datos, completa pantallas y genera informes. No reemplaza una buena integración entre sistemas ni corrige un mal proceso. Automatizar un flujo con desperdicios solo produce desperdicio más rápido. Por eso, antes del robot, conviene aplicar los principios del **lean office**: eliminar pasos, estandarizar entradas y reducir excepciones.

## Dónde gana más la industria

Los procesos con mejor retorno suelen combinar alto volumen, reglas claras y datos estructurados:

- Registro de facturas de proveedores y cotejo con la orden de compra y la recepción.
- Carga de pedidos recibidos por correo o portales de clientes (habitual en autopartes).
- Consulta y actualización del estado de los envíos en portales de transportistas.
- Conciliación bancaria y cancelación de cuentas por cobrar.
- Generación y distribución de informes diarios de producción y facturación.

## Cómo elegir los primeros procesos

Una matriz sencilla ayuda a priorizar. Para cada candidato, evalúe:

1. **Volumen**: cuántas ejecuciones al mes y cuántas horas consume.
2. **Estabilidad**: ¿las reglas y las pantallas cambian con frecuencia?
3. **Estandarización de las entradas**: ¿los datos llegan en un formato previsible?
4. **Impacto del error**: ¿cuánto cuesta hoy un error de digitación?

Empiece por dos o tres procesos de alto volumen y baja complejidad. Un piloto así suele entrar en producción en cuatro a seis semanas.

> El mejor candidato a la automatización es el proceso que el equipo ya sabe describir paso a paso, sin ningún "depende".

## Gobernanza desde el inicio

Los robots necesitan dueño, monitoreo y tratamiento de excepciones. Defina quién sigue las colas, cómo avisa el robot cuando no logra completar una tarea y quién aprueba los cambios en los sistemas que utiliza.

## Resultados realistas

En los proyectos que conducimos, los procesos administrativos automatizados reducen el tiempo de procesamiento hasta un 80% y llevan los errores de digitación prácticamente a cero, con una reducción de hasta el **30% en los costos administrativos** involucrados. La mayor ganancia, sin embargo, es liberar a personas experimentadas para analizar excepciones y atender clientes. Para una visión general del concepto, consulte el artículo sobre [Robotic Process Automation](https://en.wikipedia.org/wiki/Robotic_process_automation).`,
    },
  },
};
