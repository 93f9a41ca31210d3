import { graphql } from "gatsby";
import { Section } from "../ui/Section";
import { SectionHeading } from "../ui/SectionHeading";
import { MediaSplit } from "./MediaSplit";
import { PointList } from "./PointList";

/** A heading and a list of points beside an illustration (the technology sections of home and about). */
export function MediaPointsSection({ id, content }: { id: string; content: Queries.MediaPointsSectionFragment }) {
  return (
    <Section labelledBy={id}>
      <MediaSplit image={content.image}>
        <SectionHeading id={id} align="start" {...content.intro} />
        <PointList items={content.points} />
      </MediaSplit>
    </Section>
  );
}

export const query = graphql`
  fragment MediaPointsSection on MediaPoints {
    intro {
      ...SectionHeading
    }
    points {
      ...InfoPoint
    }
    image {
      ...MediaSplit
    }
  }
`;
