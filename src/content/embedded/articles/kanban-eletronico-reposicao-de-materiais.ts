import type { EmbeddedArticle } from '../types';
import { coverFor } from './_cover';

/** Intentionally published in Portuguese only: exercises the fallback to pt for en and es. */
export const article: EmbeddedArticle = {
  slug: 'kanban-eletronico-reposicao-de-materiais',
  category: 'gestao-processos',
  tags: ['kanban', 'gestao-de-estoques', 'erp'],
  publishedAt: '2025-11-18T10:00:00.000Z',
  author: 'Juliana Prado',
  cover: coverFor('kanban-eletronico-reposicao-de-materiais'),
  translations: {
    pt: {
      title: 'Kanban eletrônico: reposição de materiais puxada pelo consumo real',
      metaTitle: 'Kanban eletrônico: reposição puxada pelo consumo real',
      excerpt:
        'Quando o cartão físico deixa de dar conta, o e-kanban mantém a lógica puxada e ganha velocidade, rastreio e integração com o ERP.',
      coverAlt:
        'Quadro kanban em perspectiva com colunas de cartões azuis e um cartão âmbar em destaque, ao lado de prateleiras de supermercado com caixas plásticas.',
      content: `O kanban é uma das ferramentas mais simples e eficazes do Sistema Toyota de Produção: um sinal visual autoriza a reposição apenas do que foi consumido. Na prática, porém, muitas fábricas brasileiras abandonam o kanban de cartões depois de alguns meses. Cartões se perdem, o fornecedor interno não vê o sinal a tempo e o supermercado volta a ser abastecido "por garantia".

O kanban eletrônico (e-kanban) resolve boa parte desses problemas sem abrir mão da lógica puxada.

## Como funciona

Cada contenedor do supermercado recebe uma etiqueta com código de barras ou RFID. Quando o contenedor é esvaziado na linha, o operador faz a leitura (ou o portal RFID registra a passagem) e o sistema:

1. Gera o sinal de reposição para o fornecedor interno ou externo.
2. Mostra em um painel a fila de cartões por prioridade, com o tempo desde o consumo.
3. Registra o atendimento quando o contenedor cheio retorna ao endereço.

## Dimensionando o número de cartões

O cálculo clássico continua válido e deve ser revisado a cada mudança relevante de demanda:

- **Demanda diária** do item no ponto de uso.
- **Lead time de reposição**, incluindo espera, produção ou compra e transporte.
- **Estoque de segurança**, em geral entre 10% e 20%, conforme a variabilidade.
- **Capacidade do contenedor**.

Número de cartões = demanda diária × lead time × (1 + segurança) ÷ capacidade do contenedor, arredondado para cima.

Uma vantagem do e-kanban é poder recalcular esse número periodicamente com dados reais de consumo, em vez de manter o dimensionamento feito no dia da implantação.

## Integração com o ERP

O e-kanban não substitui o ERP: ele executa a reposição de itens de consumo regular, enquanto o MRP cuida dos itens de baixo giro e sob encomenda. Para compras, o sinal pode gerar automaticamente uma liberação de entrega dentro de um contrato guarda-chuva com o fornecedor. Baixas de estoque e recebimentos continuam no ERP, sem digitação em dobro.

> Kanban eletrônico não é um sistema de compras mais rápido; é um sistema que compra apenas o que foi consumido.

## Cuidados na implantação

- Comece por uma família de itens de alto giro e demanda estável, como fixadores ou embalagens.
- Mantenha o supermercado visual: o painel complementa, não substitui, a gestão à vista.
- Defina regras claras para cartões atrasados e para quem pode alterar quantidades.
- Audite mensalmente o número de cartões em circulação.

## Resultados esperados

Em implantações que acompanhamos, o e-kanban reduziu os estoques dos itens controlados entre 20% e 35% e praticamente eliminou paradas de linha por falta de material, com estabilização em seis a oito semanas. Para revisar os fundamentos do método, o [Lean Institute Brasil](https://www.lean.org.br/) mantém um bom acervo de conteúdos.`,
    },
  },
};
